// Every word the page shows goes through here, from the Fluent catalogs
// (web/locales/<lang>/*.ftl, English first). Presentation only: the rules live in Python,
// the facts come with each view. A new word: add its message to every catalog (kebab-case
// id), then use it through WORDS by its camelCase name (with its values' names in VALUES
// if it takes any), or through t(id, values) for a sentence put together here.
import { SUIT_WORD, cardName, rankLabel, suitSymbol } from "./cards.js";
import { LANGUAGES, chooseLanguage, hasMessage, language, listOf, setLanguage, t } from "./language.js";

export { LANGUAGES, chooseLanguage, language, setLanguage, t };

const COMPASS = { 2: ["you", "north"], 3: ["you", "west", "east"], 4: ["you", "west", "north", "east"] };
const yesNo = (flag) => (flag ? "yes" : "no");
/** A contract's name as the catalogs select it ("no trump" is not a Fluent key). */
const contractKey = (name) => (name === "no trump" ? "notrump" : name);
/** A score as printed: a true minus sign for negatives. */
export const score = (n) => (n < 0 ? `\u2212${-n}` : String(n));
/** A message id from a WORDS name or a data-text key: newGame -> new-game. */
const messageId = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Put the page's fixed words in place: the elements name their message in data-text,
 * data-label (aria-label) and data-placeholder. */
export function fillPageText(root = document) {
  for (const el of root.querySelectorAll("[data-text]")) el.textContent = t(messageId(el.dataset.text));
  for (const el of root.querySelectorAll("[data-label]")) el.setAttribute("aria-label", t(messageId(el.dataset.label)));
  for (const el of root.querySelectorAll("[data-placeholder]")) el.placeholder = t(messageId(el.dataset.placeholder));
  if (root === document) document.title = t("page-title");
}

/** The words of WORDS that take values: the names of those values, in the order given. */
const VALUES = {
  loadingRuntime: ["mb"], loadingBytes: ["done", "total"], engineFailed: ["why"],
  hintMargin: ["margin"], shareWhat: ["link"], shareCopied: ["link"], shareCopy: ["link"],
  keptGame: ["title"], unreadable: ["why"], unreadableKept: ["why"], linkBad: ["why"],
  linkFailed: ["why"], exchangeMax: ["max"], target: ["target"], playersCount: ["n"], resumeGame: ["title"],
  embedFrameTitle: ["title"],
};

/** Words whose values need a turn before the message gets them. */
const SPECIAL = {
  hintSays: (what, why) => t("hint-says", { what, why: why || "" }).trim(),
  hintMargin: (margin) => (margin > 0 ? t("hint-margin", { margin }) : t("hint-margin-none")),
  unfinishedLine: (title, deal, when) => t("unfinished-line", { title, deal: deal + 1, when }),
  seatChoice: (i) => t("seat-choice", { n: i + 1 }),
};

/** Every word by name, in the current language: WORDS.newGame is the message new-game,
 * WORDS.keptGame(title) the message kept-game with $title. */
export const WORDS = new Proxy(SPECIAL, {
  get(special, key) {
    if (typeof key !== "string" || key in special) return special[key];  // symbols: no words
    const id = messageId(key);
    const names = VALUES[key];
    return names ? (...values) => t(id, Object.fromEntries(names.map((n, i) => [n, values[i]]))) : t(id);
  },
});

/** The words of an engine's error reply (its `code` and `params`) in the page's language;
 * the English message when the catalogs do not know the code. */
export function errorText(err) {
  if (!err.code || !hasMessage(`reason-${err.code}`)) return err.message;
  const params = { detail: err.message, ...err.params };  // a detail the engine left out: its message
  if (params.card) params.card = cardName(params.card);
  return t(`reason-${err.code}`, params);
}

// --- games and their options (the engine's catalogue, worded by id) ----------------------

export const gameTitle = (v) => t(`game-${v.id}`);
export const gameSummary = (v) => t(`game-${v.id}`, {}, "summary");
export const optionLabel = (v, opt) => t(`option-${v.id}-${opt.name}`);
export const optionHelp = (v, opt) => t(`option-${v.id}-${opt.name}`, {}, "help");
export const choiceLabel = (v, opt, value) => t(`choice-${v.id}-${opt.name}-${value}`);

// --- who is who ----------------------------------------------------------------------

/** A position as the subject of a sentence: its name, and which form of the verb it takes
 * (`self`: "you" for the player, "one" for another player or a dummy). */
function subject(view, pos) {
  const owner = view.controllers[pos];
  const n = view.players;
  const key = COMPASS[n][(owner - view.seat + n) % n];
  if (view.dummies.includes(pos)) return { who: t("position-dummy", { pos: key }), self: "one" };
  return { who: t("position", { pos: key }), self: key === "you" ? "you" : "one" };
}

/** Name of a position as the human sees it: seats clockwise from "You"; a dummy by its owner. */
export const positionName = (view, pos) => subject(view, pos).who;

/** A scoring side as a subject: a team where two players share it, otherwise the player. */
function sideSubject(view, side) {
  const members = view.teams.flatMap((s, pos) => (s === side ? [pos] : []));
  const owners = new Set(members.map((p) => view.controllers[p]));
  if (owners.size > 1) {
    return owners.has(view.seat) ? { who: t("side-team"), self: "team" } : { who: t("side-them"), self: "them" };
  }
  return subject(view, [...owners][0]);
}

export const sideName = (view, side) => sideSubject(view, side).who;

/** Several subjects as one: "West and East" (a verb in the plural). */
const together = (subjects) => (subjects.length === 1 ? subjects[0]
  : { who: listOf(subjects.map((s) => s.who)), self: "many" });

// --- contracts -----------------------------------------------------------------------

export function contractName(c) {
  if (!c) return "";
  return t(c.great ? "great-contract" : "contract-name", { name: contractKey(c.name) });
}

export const contractText = (view) => contractLine(view.contract);

/** A contract with its trump and whether it was blind: "Great Spades trump", "Grand". */
export function contractLine(c) {
  if (!c) return "";
  return t("contract-line", { name: contractKey(c.name), great: yesNo(c.great), blind: yesNo(c.blind) });
}

/** The rank order in force, strongest first, for the cards of this deck. */
export function rankOrderText(view) {
  const { top, bottom } = { normal: {}, ace_low: { bottom: "A" }, manille: { top: "T" } }[view.rank_order];
  const ranks = "AKQJT98765432".slice(0, view.deck_size / 4).split("").filter((r) => r !== top && r !== bottom);
  const order = [top, ...ranks, bottom].filter(Boolean);
  return t("rank-order", { order: order.map(rankLabel).join(" "), note: view.rank_order });
}

// --- decisions -----------------------------------------------------------------------

/** The words on a decision button. */
export function actionLabel(view, action) {
  switch (action.type) {
    case "trade": return t(action.take ? "act-take" : "act-keep");
    case "announce": return t("act-announce", { kind: view.contract_kinds[action.contract] || "none",
      name: action.contract });
    case "great": return t("great-contract", { name: action.contract });
    case "trump":
      if (action.suit === null) return t("act-no-trump", { blind: yesNo(action.blind) });
      return `${suitSymbol(action.suit)} ${t("contract-name", { name: SUIT_WORD[action.suit] })}`;
    case "double": return t("act-double", { stage: view.double_stage });
    case "pass":
      if (view.phase === "blind") return t("act-look");
      if (view.phase === "trump") return t("act-partner");
      return t("act-pass");
    case "exchange": return action.discard.length
      ? t("act-exchange", { cards: listOf(action.discard.map(cardName)) }) : t("act-keep");
    case "play": return t("act-play", { card: cardName(action.card) });
    default: return action.type;
  }
}

/** One short line under a decision button: what it means at this moment. */
export function actionHelp(view, action) {
  switch (action.type) {
    case "trade": return t(action.take ? "help-take" : "help-keep", { n: view.manni_count });
    case "announce": return t("help-announce", { name: action.contract, need: view.declarer_target || 0 });
    case "great": {
      const announcer = (view.auction || []).find((c) => c.call === "announce");
      return t("help-great", { name: action.contract, need: view.options.great_target || 14,
        retain: yesNo(announcer && announcer.seat === view.seat) });
    }
    case "trump":
      if (action.suit === null) return t("help-no-trump", { blind: yesNo(action.blind) });
      return t("help-trump", { name: SUIT_WORD[action.suit] });
    case "double": return t("help-double", { stage: view.double_stage, m: view.multiplier * 2 });
    case "pass":
      if (view.phase === "blind") return t("help-look");
      if (view.phase === "trump") return t("help-partner");
      if (view.phase === "great") return t("help-pass-great");
      return t("help-pass", { m: view.multiplier });
    default: return "";
  }
}

export function promptText(view) {
  if (view.over) return t("prompt-over");
  if (view.to_move === null) return "";  // between moves: a card on its way, a trick on show
  if (view.to_move !== view.seat) return t("prompt-waiting", subject(view, view.turn));
  switch (view.phase) {
    case "play": return t(view.turn !== view.seat ? "prompt-play-dummy" : "prompt-play");
    case "trade": return t("prompt-trade");
    case "exchange": return t("prompt-exchange", { max: view.legal[0].max_discard });
    case "announce": return t("prompt-announce");
    case "great": return t("prompt-great");
    case "blind": return t("prompt-blind");
    case "trump": return t("prompt-trump");
    case "double": return t("prompt-double", { stage: view.double_stage });
    default: return "";
  }
}

export const exchangeLabel = (n) => (n ? t("exchange-n", { n }) : t("act-keep"));
export const exchangeHelp = (view, n) => (n ? t("help-exchange", { n }) : t("help-exchange-none"));

// --- what happened -------------------------------------------------------------------

/** One line for the log and the live region, or null for events with nothing to say. */
export function narrate(view, e) {
  const as = (pos) => subject(view, pos);
  switch (e.type) {
    case "draw": return t("n-draw", as(e.dealer));
    case "deal": return t("n-deal", { ...as(e.dealer), deal: e.deal + 1 });
    case "cut": return t("n-cut", { card: cardName(e.card), name: contractKey(e.contract) });
    case "contract": return t("n-contract", { line: contractLine(e) });
    case "trade": return t(e.take ? "n-take" : "n-keep", as(e.seat));
    case "announce": return t("n-announce", { ...as(e.seat), name: e.contract });
    case "great": return t("n-great", { ...as(e.seat), name: e.contract });
    case "pass": return t("n-pass", as(e.seat));
    case "exchange": return t("n-exchange", { ...as(e.seat), n: e.count });
    case "trump": return t("n-trump", { ...as(e.seat), suit: e.suit || "none", blind: yesNo(e.blind) });
    case "look": return t("n-look", as(e.seat));
    case "double": return t("n-double", { ...as(e.seat), stage: e.call, m: e.multiplier });
    case "play": return t("n-play", { who: as(e.seat).who, card: cardName(e.card) });
    case "trick": return t("n-trick", as(e.winner));
    case "deal_end": return t("n-deal-end", { deal: e.deal + 1, headline: dealHeadline(view, e) });
    case "game_won": return t("n-game-won", sideSubject(view, e.seat));
    case "game_over": return t("n-game-over");
    default: return null;
  }
}

/** What to hear once: the contract, trick winners and deal results (not every card). */
export const ANNOUNCED = new Set(["contract", "cut", "announce", "great", "trump", "trick", "deal_end", "game_over"]);

/** The summary line of a deal result: who gained what. */
export function dealHeadline(view, e) {
  if (e.points) {
    if (e.draw) return t("headline-draw");
    const side = e.points[0] > e.points[1] ? 0 : 1;
    return t("headline-points", { who: sideName(view, side), n: e.scores[side] });
  }
  return e.positive.map((p, i) => p || e.negative[i]
    ? `${positionName(view, i)} ${p ? `+${p}` : ""}${p && e.negative[i] ? " " : ""}${e.negative[i] ? `−${e.negative[i]}` : ""}` : "")
    .filter(Boolean).join(", ") + ".";
}

// --- the seats and the facts beside the table ----------------------------------------

export const cardCount = (n) => t("cards", { n });

/** A seat's line of counts: cards in hand, tricks, card points. */
export function seatFacts(view, pos) {
  const parts = [];
  const held = view.hand_counts[pos];
  if (held) parts.push(cardCount(held));
  parts.push(t("tricks", { n: view.tricks[pos] }));
  if (view.scoring === "card_points" && view.points_won) parts.push(t("card-points", { n: view.points_won[pos] }));
  return parts.join(" · ");
}

export function seatBadges(view, pos) {
  const out = [];
  if (view.dealer === pos) out.push(t("badge-dealer"));
  if (view.declarer === pos && view.contract) out.push(t("badge-declarer"));
  if (view.traded === pos) out.push(t("badge-traded"));
  const mate = view.teams.findIndex((side, p) => p !== view.seat && side === view.teams[view.seat]
    && view.controllers[p] !== view.seat);
  if (mate === pos) out.push(t("badge-partner"));
  if (view.dummies.includes(pos)) out.push(t("badge-dummy"));
  return out;
}

export const layoutLabel = (view, pos) => t("layout", { who: positionName(view, pos) });
export const multiplierText = (m) => `×${m}`;
export const manniText = (n) => t("manni-count", { n });
export const standingCall = (view, call) => t("standing", { call: callText(view, call) });

export function callText(view, c) {
  const what = {
    announce: () => t("contract-name", { name: c.contract }),
    great: () => t("great-contract", { name: c.contract }),
    trump: () => t("call-trump", { suit: c.suit || "none", blind: yesNo(c.blind) }),
    look: () => t("call-look"),
    along: () => t("call-double", { stage: c.call }),
    against: () => t("call-double", { stage: c.call }),
    pass: () => t("call-pass"),
  }[c.call];
  return t("call-line", { who: positionName(view, c.seat), what: what ? what() : c.call });
}

export function usedText(view, pos) {
  const kinds = (view.announced[pos] || []).map((k) => t("contract-name", { name: contractKey(k) }));
  const great = view.great_used && view.great_used[pos] ? ` · ${t("used-great")}` : "";
  return t("call-line", { who: positionName(view, pos), what: `${kinds.length ? listOf(kinds) : t("used-none")}${great}` });
}

/** The running totals line: each side's score, and the target. */
export function totalsText(view, sides) {
  const target = view.target || view.options.target;
  return t(target ? "totals-target" : "totals", { sides: sides.join(" · "), target });
}

/** The deal result panel's words. */
export const result = {
  title: (deal) => t("result-title", { deal: deal + 1 }),
  declarer: (view, pos) => t("result-declarer", { who: positionName(view, pos) }),
  dealer: (view, pos) => t("result-dealer", { who: positionName(view, pos) }),
  multiplier: (m) => t("result-multiplier", { m }),
  head: (cardPoints) => (cardPoints
    ? [t("result-side"), t("result-tricks"), t("result-points"), t("result-change"), t("result-totals")]
    : [t("result-side"), t("result-tricks"), t("result-change"), t("result-positive"), t("result-negative"),
      t("result-totals")]),
  draw: () => t("result-draw"),
};

// --- the end of the game -------------------------------------------------------------

/** Why the game ended: the engine's reason, told with the scores that caused it. */
export function endReason(view) {
  const rows = view.sheet;
  const { reason, scores } = view.result;
  if (reason === "deals") return t("end-deals", { n: rows.length });
  if (reason === "deal_limit") return t("end-deal-limit", { n: rows.length });
  if (reason === "match") return t("end-match", sideSubject(view, scores.indexOf(Math.max(...scores))));
  const target = view.target || view.options.target;
  const totals = rows.length ? rows[rows.length - 1].totals : [];
  const reached = totals.map((s, i) => [s, i]).filter(([s]) => target && s >= target);
  const plus = view.positive && target ? view.positive.map((s, i) => [s, i]).filter(([s]) => s >= target) : [];
  const sides = (list) => together(list.map(([, i]) => sideSubject(view, i)));
  if (reached.length) return t("end-target", { ...sides(reached), target });
  if (plus.length) return t("end-plus", { ...sides(plus), target });
  return t("end-score");
}

export function winnersText(view) {
  const bySide = new Map(view.result.winners.map((s) => [view.teams[s], sideSubject(view, view.teams[s])]));
  if (!bySide.size) return t("winners-none");
  return t("winners", together([...bySide.values()]));
}

export const illegalLabel = (code) => t("card-illegal", { card: cardName(code) });
export const selectLabel = (code) => t("card-select", { card: cardName(code) });

/** The short mark on the card that wins a trick. */
export const winsLabel = (view, pos) => t("wins", subject(view, pos));
