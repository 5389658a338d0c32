// Every word the page shows, in one place (to move into translation catalogs later).
// Presentation only: the rules live in Python, the facts come with each view.
import { cardName, rankLabel, suitName, suitSymbol } from "./cards.js";

const COMPASS = { 2: ["You", "North"], 3: ["You", "West", "East"], 4: ["You", "West", "North", "East"] };
const CONTRACT = { grand: "Grand", nullo: "Nóló", spades: "Spades", hearts: "Hearts",
  diamonds: "Diamonds", clubs: "Clubs", "no trump": "No trump" };
const KIND = { other: "Other suit" };
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** A score as printed: a true minus sign for negatives. */
export const score = (n) => (n < 0 ? `\u2212${-n}` : String(n));

// --- Embedding (the app's "Embed" dialog and the embedded table, embed.html) ---
const EMBED = {
  embed: "Embed", embedTitle: "Show this table on another page",
  embedHelp: "Paste this code into any web page: it shows a table where visitors play this game against the computer.",
  embedWhat: "What to show", embedSize: "Size", embedCode: "Code to paste", embedCopy: "Copy",
  embedSmall: "Phone (360 × 640)", embedMedium: "Tablet (480 × 720)", embedWide: "Wide (800 × 600)",
  embedLoad: "Play here", embedLoadHelp: "This loads the game engine (about 6 MB the first time).",
  embedRestart: "Start again", embedOpen: "Open in Tricktable", embedMenu: "Table",
};
const EMBED_WORDS = {
  embedCopied: "The code was copied.",
  embedCopyYourself: "Select the code above and copy it.",
  embedFrameTitle: (title) => `Tricktable: ${title}`,
  embedNoGame: "This table's address names no game: it needs game=… or deal=….",
  embedBadId: "the id is up to 64 letters, digits, dots, dashes or underscores",
  embedBadHost: "host must be an origin, such as https://example.org",
};
// --- end of embedding ---

/** The page's fixed words, by the key its elements name in data-text, data-label and
 * data-placeholder. */
const PAGE = {
  ...EMBED,
  appName: "Tricktable", gameMenu: "Game", newGame: "New game", sheet: "Score sheet",
  lastTrick: "Last trick", share: "Share", speed: "Speed", slow: "Slow", normal: "Normal",
  fast: "Fast", instant: "Instant", shareDeal: "This deal", shareGame: "This game from the start",
  shareChoose: "Choose what to share", shareNoUndo: "A shared game is played without undo.",
  announcements: "Announcements", loadingTitle: "Setting up the table",
  loadingProgress: "Loading progress", loadingFirst: "Starting…", unfinished: "Unfinished games",
  game: "Game", options: "Options", players: "Players", seat: "Your seat", seed: "Deal number",
  seedRandom: "random", seedHelp: "The same number deals the same cards.",
  level: "Computer players", easy: "Easy", medium: "Medium", hard: "Hard", random: "Random",
  allowUndo: "Allow undo", undoOptionHelp: "Take back your last decision against the computer.",
  start: "Start game", backToGame: "Back to the game", table: "Card table", close: "Close",
  rulesOfThisGame: "How to play this game", howToPlay: "How to play",
};

/** Put the page's fixed words in place. */
export function fillPageText(root = document) {
  for (const el of root.querySelectorAll("[data-text]")) el.textContent = PAGE[el.dataset.text];
  for (const el of root.querySelectorAll("[data-label]")) el.setAttribute("aria-label", PAGE[el.dataset.label]);
  for (const el of root.querySelectorAll("[data-placeholder]")) el.placeholder = PAGE[el.dataset.placeholder];
}

/** Every other word, and the page's fixed words too, by name. */
export const WORDS = {
  ...PAGE,
  ...EMBED_WORDS,
  thinking: "The computer players are thinking…",
  engineLoading: "Your move is made: the game goes on once the game engine has loaded…",
  loadingRuntime: (mb) => `Downloading Python (${mb} MB)…`,
  loadingBytes: (done, total) => `Downloading the game engine… ${done} of ${total} MB`,
  loadingStart: "Starting the game engine…",
  engineFailed: (m) => `The game engine could not start: ${m}`,
  wait: "Please wait for the table",
  nextDeal: "Next deal",
  seeResult: "See the final result",
  playAgain: "Play again",
  playAgainHelp: "Same game and options, new deals.",
  hint: "Hint",
  hintHelp: "What the strongest computer player would do now.",
  undo: "Undo",
  undoHelp: "Take back your last decision.",
  hintSays: (what, why) => `Hint: ${what}.${why ? ` ${why}` : ""}`,
  hintMargin: (m) => (m > 0
    ? `Over many sampled deals it scores ${m} ${m === 1 ? "point" : "points"} a deal more than the next best choice.`
    : "Over many sampled deals it scores as well as any other choice."),
  shareWhat: { deal: "Link to this deal: the same cards, from its first card, with the scores so far",
    game: "Link to this game from its first deal: the same deals in the same order" },
  shareCopied: (kind) => `The link to ${kind === "deal" ? "this deal" : "this game from the start"} was copied.`,
  shareCopy: (kind) => `Copy the link below to share ${kind === "deal" ? "this deal" : "this game from the start"}.`,
  keptGame: (title) => `Your unfinished game of ${title} is kept: resume it from “New game”.`,
  otherTab: "This game is now open in another tab. Moves made there are not shown here.",
  takeOver: "Continue here",
  storageFull: "Your browser's storage is full, so this game is not being saved. You can go on playing; it will be lost when you close the page.",
  saveAgain: "Saving works again.",
  unreadable: (why) => `A saved game could not be loaded, so it was set aside: ${why}`,
  unreadableKept: (why) => `A saved game could not be loaded (${why}). It is left where it is because there is no room to set it aside.`,
  linkBad: (why) => `This link's settings are not valid: ${why}`,
  linkFailed: (why) => `This link could not start a game: ${why}`,
  exchangeMax: (max) => `You may exchange at most ${plural(max, "card")}.`,
  resume: "Resume",
  unfinishedLine: (title, deal, when) => `${title}, deal ${deal + 1}, ${when}`,
  noDeal: "No deal has been scored yet.",
  currentTrick: "Trick on the table",
  yourHand: "Your hand",
  yourDecision: "Your decision",
  facts: "This deal",
  deal: "Deal",
  contract: "Contract",
  total: "Total",
  target: (n) => `Target ${n}`,
  noOptions: "This game has no options.",
  seatChoice: (i) => `Player ${i + 1}`,
  playersCount: (n) => `${n} players`,
  decideFirst: "Make the decision above first.",
  notYourTurn: "It is not your turn yet.",
};

/** Name of a position as the human sees it: seats clockwise from "You"; a dummy by its owner. */
export function positionName(view, pos) {
  const owner = view.controllers[pos];
  const n = view.players;
  const name = COMPASS[n][(owner - view.seat + n) % n];
  if (!view.dummies.includes(pos)) return name;
  return owner === view.seat ? "Your dummy" : `${name}'s dummy`;
}

/** Name of a scoring side: a team where two players share it, otherwise the player. */
export function sideName(view, side) {
  const members = view.teams.flatMap((t, pos) => (t === side ? [pos] : []));
  const owners = new Set(members.map((p) => view.controllers[p]));
  if (owners.size > 1) return owners.has(view.seat) ? "Your team" : "Opponents";
  return positionName(view, [...owners][0]);
}

export function contractName(c) {
  if (!c) return "";
  const name = CONTRACT[c.name] || c.name;
  return c.great ? `Great ${name}` : name;
}

export const contractText = (view) => contractLine(view.contract);

/** A contract with its trump and whether it was blind: "Great Spades trump", "Grand". */
export function contractLine(c) {
  if (!c) return "";
  let text = contractName(c);
  if (c.trump && !text.toLowerCase().endsWith(suitName(c.trump))) text = `${text}, ${suitName(c.trump)} trump`;
  else if (c.trump) text = `${text} trump`;
  return c.blind ? `${text} (blind)` : text;
}

/** What a contract asks of its players, in one line. */
function contractAim(view, name) {
  if (name === "nullo") return "no trump; avoid tricks";
  const trump = name === "grand" || name === "no trump" ? "no trump" : `${name} are trump`;
  return `${trump}; win tricks`;
}

/** Each rank order the engine names: the rank moved to the top or bottom, in words. */
const RANK_ORDERS = {
  normal: { note: "ace high" },
  ace_low: { bottom: "A", note: "ace low" },
  manille: { top: "T", note: "the ten is highest" },
};

/** The rank order in force, strongest first, for the cards of this deck. */
export function rankOrderText(view) {
  const { top, bottom, note } = RANK_ORDERS[view.rank_order];
  const ranks = "AKQJT98765432".slice(0, view.deck_size / 4).split("").filter((r) => r !== top && r !== bottom);
  const order = [top, ...ranks, bottom].filter(Boolean);
  return `Ranks: ${order.map(rankLabel).join(" ")} (${note})`;
}

/** The words on a decision button. */
export function actionLabel(view, action) {
  switch (action.type) {
    case "trade": return action.take ? "Take the Manni" : "Keep my hand";
    case "announce": {
      const kind = view.contract_kinds[action.contract];
      return kind ? `${KIND[kind]}: ${CONTRACT[action.contract]}` : CONTRACT[action.contract];
    }
    case "great": return `Great ${CONTRACT[action.contract]}`;
    case "trump":
      if (action.suit === null) return action.blind ? "No trump, blind" : "No trump";
      return `${suitSymbol(action.suit)} ${CONTRACT[suitName(action.suit)]}`;
    case "double": return view.double_stage === "against" ? "Go against" : "Go along";
    case "pass":
      if (view.phase === "blind") return "Look at my hand";
      if (view.phase === "trump") return "Let my partner choose";
      return "Pass";
    case "exchange": return action.discard.length
      ? `Exchange the ${action.discard.map(cardName).join(", the ")}` : "Keep my hand";
    case "play": return `Play the ${cardName(action.card)}`;
    default: return action.type;
  }
}

/** One short line under a decision button: what it means at this moment. */
export function actionHelp(view, action) {
  const target = view.declarer_target ? `; you need ${view.declarer_target} tricks` : "";
  switch (action.type) {
    case "trade": return action.take
      ? `Swap your whole hand for the ${plural(view.manni_count, "card")} of the Manni, unseen.`
      : "Play the cards you were dealt.";
    case "announce": return `${CONTRACT[action.contract]}: ${contractAim(view, action.contract)}${target}. Once per game.`;
    case "great": {
      const announcer = (view.auction || []).find((c) => c.call === "announce");
      const retain = announcer && announcer.seat === view.seat;
      const trump = action.contract === "grand" ? "no trump" : `${action.contract} trump`;
      return `${retain ? "Retain" : "Overcall"}: ${trump}, win ${view.options.great_target || 14}+ tricks. Your one Great call.`;
    }
    case "trump":
      if (action.suit === null) return action.blind
        ? "No trump before looking at your hand: the deal counts four times."
        : "No trump: the deal counts double.";
      return `${CONTRACT[suitName(action.suit)]} are trump for this deal.`;
    case "double": return view.double_stage === "against"
      ? `Double again: the deal would count ×${view.multiplier * 2}.`
      : `Double: the deal would count ×${view.multiplier * 2}.`;
    case "pass":
      if (view.phase === "blind") return "See your cards first, then name trump (no trump counts double).";
      if (view.phase === "trump") return "Your partner names trump instead of you.";
      if (view.phase === "great") return "Leave the contract as it stands.";
      return `Leave the deal at ×${view.multiplier}.`;
    default: return "";
  }
}

/** One line for the log and the live region, or null for events with nothing to say. */
export function narrate(view, e) {
  const who = (pos) => positionName(view, pos);
  // "You pass", "West passes": the verb agrees with the name.
  const says = (pos, you, other) => `${who(pos)} ${who(pos) === "You" ? you : other}`;
  switch (e.type) {
    case "draw": return `${says(e.dealer, "deal", "deals")} first.`;
    case "deal": return `Deal ${e.deal + 1}: ${says(e.dealer, "deal", "deals")}.`;
    case "cut": return `The cut shows the ${cardName(e.card)}: ${CONTRACT[e.contract] || e.contract}.`;
    case "contract": return `Contract: ${contractLine(e)}.`;
    case "trade": return `${e.take ? says(e.seat, "take", "takes") + " the Manni" : says(e.seat, "keep", "keeps") + " the hand"}.`;
    case "announce": return `${says(e.seat, "announce", "announces")} ${CONTRACT[e.contract]}.`;
    case "great": return `${says(e.seat, "call", "calls")} Great ${CONTRACT[e.contract]}.`;
    case "pass": return `${says(e.seat, "pass", "passes")}.`;
    case "exchange": return `${says(e.seat, "exchange", "exchanges")} ${plural(e.count, "card")}.`;
    case "trump": return `${says(e.seat, "name", "names")} ${e.suit ? suitName(e.suit) : "no trump"}${e.blind ? " blind" : ""}.`;
    case "look": return `${says(e.seat, "look", "looks")} at the hand.`;
    case "double": return `${says(e.seat, "go", "goes")} ${e.call} (×${e.multiplier}).`;
    case "play": return `${who(e.seat)}: ${cardName(e.card)}.`;
    case "trick": return `${says(e.winner, "win", "wins")} the trick.`;
    case "deal_end": return `Deal ${e.deal + 1} is over. ${dealHeadline(view, e)}`;
    case "game_won": return `${sideName(view, e.seat)} ${sideName(view, e.seat) === "You" ? "win" : "wins"} a game of the match.`;
    case "game_over": return "The game is over.";
    default: return null;
  }
}

/** What to hear once: the contract, trick winners and deal results (not every card). */
export const ANNOUNCED = new Set(["contract", "cut", "announce", "great", "trump", "trick", "deal_end", "game_over"]);

export function promptText(view) {
  if (view.over) return "The game is over.";
  if (view.to_move === null) return "";  // between moves: a card on its way, a trick on show
  if (view.to_move !== view.seat) return `Waiting for ${positionName(view, view.turn)}…`;
  const mine = view.turn !== view.seat ? ` for ${positionName(view, view.turn).toLowerCase()}` : "";
  switch (view.phase) {
    case "play": return `Your turn: play a card${mine}.`;
    case "trade": return "Trade your whole hand for the Manni, unseen, or keep it?";
    case "exchange": {
      const max = view.legal[0].max_discard;
      return `Select up to ${plural(max, "card")} to exchange with the Manni, then press Exchange.`;
    }
    case "announce": return "Announce a contract.";
    case "great": return "Call a Great contract, or pass.";
    case "blind": return "Call no trump blind, or look at your hand.";
    case "trump": return "Name the trump suit, or no trump.";
    case "double": return view.double_stage === "against" ? "Go against, or pass?" : "Go along, or pass?";
    default: return "";
  }
}

export function exchangeLabel(n) {
  return n ? `Exchange ${plural(n, "card")}` : "Keep my hand";
}

export function exchangeHelp(view, n) {
  return n ? `Discard the selected cards and draw ${n} from the Manni.` : "Select cards first, or keep your hand as it is.";
}

/** A seat's line of counts: cards in hand, tricks, card points. */
export function seatFacts(view, pos) {
  const parts = [];
  const held = view.hand_counts[pos];
  if (held) parts.push(plural(held, "card"));
  parts.push(plural(view.tricks[pos], "trick"));
  if (view.scoring === "card_points" && view.points_won) parts.push(plural(view.points_won[pos], "point"));
  return parts.join(" · ");
}

export function seatBadges(view, pos) {
  const out = [];
  if (view.dealer === pos) out.push("dealer");
  if (view.declarer === pos && view.contract) out.push("declarer");
  if (view.traded === pos) out.push("took the Manni");
  const mate = view.teams.findIndex((t, p) => p !== view.seat && t === view.teams[view.seat]
    && view.controllers[p] !== view.seat);
  if (mate === pos) out.push("partner");
  if (view.dummies.includes(pos)) out.push("dummy");
  return out;
}

export const cardCount = (n) => plural(n, "card");
export const layoutLabel = (view, pos) => `${positionName(view, pos)}: face-up stacks`;
export const multiplierText = (m) => `×${m}`;
export const manniText = (n) => `Manni: ${plural(n, "card")}`;
export const cutText = "Cut card";
export const auctionTitle = "Calls this deal";
export const standingCall = (view, call) => `Standing: ${callText(view, call)}`;
export const usedTitle = "Contracts used";

export function callText(view, c) {
  const who = positionName(view, c.seat);
  switch (c.call) {
    case "announce": return `${who}: ${CONTRACT[c.contract]}`;
    case "great": return `${who}: Great ${CONTRACT[c.contract]}`;
    case "trump": return `${who}: ${c.suit ? suitName(c.suit) : "no trump"}${c.blind ? " blind" : ""}`;
    case "look": return `${who}: looked at the hand`;
    case "along": case "against": return `${who}: went ${c.call}`;
    default: return `${who}: ${c.call}`;
  }
}

export function usedText(view, pos) {
  const kinds = (view.announced[pos] || []).map((k) => CONTRACT[k] || KIND[k] || k);
  const great = view.great_used && view.great_used[pos] ? " · Great used" : "";
  return `${positionName(view, pos)}: ${kinds.length ? kinds.join(", ") : "none yet"}${great}`;
}


/** The summary line of a deal result: who gained what. */
export function dealHeadline(view, e) {
  if (e.points) {
    if (e.draw) return "A 30–30 draw: nobody scores, the next deal counts double.";
    const t = e.points[0] > e.points[1] ? 0 : 1;
    return `${sideName(view, t)} ${plural(e.scores[t], "point")}.`;
  }
  return e.positive.map((p, i) => p || e.negative[i]
    ? `${positionName(view, i)} ${p ? `+${p}` : ""}${p && e.negative[i] ? " " : ""}${e.negative[i] ? `−${e.negative[i]}` : ""}` : "")
    .filter(Boolean).join(", ") + ".";
}

export const result = {
  title: (deal) => `Deal ${deal + 1}`,
  declarer: (view, pos) => `Declarer: ${positionName(view, pos)}`,
  dealer: (view, pos) => `Dealer: ${positionName(view, pos)}`,
  multiplier: (m) => `Counts ×${m}`,
  side: "Side", tricks: "Tricks", points: "Card points", change: "This deal", totals: "Total",
  positive: "Plus", negative: "Minus",
  draw: "30–30: a draw, the next deal counts double.",
};

/** Why the game ended: the engine's reason, told with the scores that caused it. */
export function endReason(view) {
  const rows = view.sheet;
  const { reason, scores } = view.result;
  if (reason === "deals") return `All ${plural(rows.length, "deal")} have been played.`;
  if (reason === "deal_limit") return `The game stopped after ${plural(rows.length, "deal")} without reaching the target.`;
  if (reason === "match") return `${sideName(view, scores.indexOf(Math.max(...scores)))} won two games.`;
  const target = view.target || view.options.target;
  const totals = rows.length ? rows[rows.length - 1].totals : [];
  const reached = totals.map((t, i) => [t, i]).filter(([t]) => target && t >= target);
  const pos = view.positive && target ? view.positive.map((t, i) => [t, i]).filter(([t]) => t >= target) : [];
  if (reached.length) return `${reached.map(([, i]) => sideName(view, i)).join(" and ")} reached the target of ${target}.`;
  if (pos.length) return `${pos.map(([, i]) => sideName(view, i)).join(" and ")} reached ${target} plus points.`;
  return "A score reached the target.";
}

export function winnersText(view) {
  const names = [...new Set(view.result.winners.map((s) => sideName(view, view.teams[s])))];
  if (!names.length) return "Nobody wins: no score is above zero.";
  const one = names.length === 1 && !view.result.winners.some((s) => s === view.seat)
    && new Set(view.result.winners.map((s) => view.controllers[s])).size === 1;
  return `${names.join(" and ")} ${one ? "wins" : "win"}!`;
}

export const illegalLabel = (code) => `${cardName(code)}, cannot be played now`;
export const selectLabel = (code) => `${cardName(code)}, select to exchange`;

/** The short mark on the card that wins a trick. */
export const winsLabel = (view, pos) => (positionName(view, pos) === "You" ? "You win" : "Wins");
