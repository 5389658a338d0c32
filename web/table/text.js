// Words the table shows: seat names, choices, what happened. Presentation only, no rules.
import { cardName, suitName, suitSymbol } from "./cards.js";

const COMPASS = { 2: ["You", "North"], 3: ["You", "West", "East"], 4: ["You", "West", "North", "East"] };
const CONTRACT = { grand: "Grand", nullo: "Nullo", spades: "Spades", hearts: "Hearts",
  diamonds: "Diamonds", clubs: "Clubs", "no trump": "No trump" };
const KIND = { other: "Other suit" };

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
  const owners = new Set(view.teams.flatMap((t, pos) => (t === side ? [view.controllers[pos]] : [])));
  if (owners.size > 1) return owners.has(view.seat) ? "Your team" : "Opponents";
  return positionName(view, [...owners][0]);
}

export function contractText(view) {
  const c = view.contract;
  if (!c) return "";
  const name = CONTRACT[c.name] || c.name;
  let text = c.great ? `Great ${name}` : name;
  if (c.trump) text = `${text} — trump ${suitSymbol(c.trump)}`;
  return c.blind ? `${text} (blind)` : text;
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
    default: return action.type;
  }
}

/** One line for the status area, or null for events with nothing to say. */
export function narrate(view, e) {
  const who = (pos) => positionName(view, pos);
  // "You pass", "West passes": the verb agrees with the name.
  const says = (pos, you, other) => `${who(pos)} ${who(pos) === "You" ? you : other}`;
  switch (e.type) {
    case "draw": return `${says(e.dealer, "deal", "deals")} first.`;
    case "deal": return `Deal ${e.deal + 1}: ${says(e.dealer, "deal", "deals")}.`;
    case "cut": return `The cut shows the ${cardName(e.card)}.`;
    case "trade": return `${e.take ? says(e.seat, "take", "takes") + " the Manni" : says(e.seat, "keep", "keeps") + " the hand"}.`;
    case "announce": return `${says(e.seat, "announce", "announces")} ${CONTRACT[e.contract]}.`;
    case "great": return `${says(e.seat, "call", "calls")} Great ${CONTRACT[e.contract]}.`;
    case "pass": return `${says(e.seat, "pass", "passes")}.`;
    case "exchange": return `${says(e.seat, "exchange", "exchanges")} ${e.count} card${e.count === 1 ? "" : "s"}.`;
    case "trump": return `${says(e.seat, "name", "names")} ${e.suit ? suitName(e.suit) : "no trump"}${e.blind ? " blind" : ""}.`;
    case "look": return `${says(e.seat, "look", "looks")} at the hand.`;
    case "double": return `${says(e.seat, "go", "goes")} ${e.call} (×${e.multiplier}).`;
    case "play": return `${who(e.seat)}: ${cardName(e.card)}.`;
    case "trick": return `${says(e.winner, "win", "wins")} the trick.`;
    case "deal_end": return "The deal is over.";
    case "game_over": return "The game is over.";
    default: return null;
  }
}

export function promptText(view) {
  if (view.over) return "The game is over.";
  if (view.to_move !== view.seat) return `Waiting for ${positionName(view, view.turn)}…`;
  const mine = view.turn !== view.seat ? ` for ${positionName(view, view.turn).toLowerCase()}` : "";
  switch (view.phase) {
    case "play": return `Your turn: play a card${mine}.`;
    case "trade": return "Trade your whole hand for the Manni, unseen, or keep it?";
    case "exchange": {
      const max = view.legal[0].max_discard;
      return `Select up to ${max} card${max === 1 ? "" : "s"} to exchange with the Manni.`;
    }
    case "announce": return "Announce a contract.";
    case "great": return "Call a Great contract, or pass.";
    case "blind": return "Call no trump blind, or look at your hand.";
    case "trump": return "Name the trump suit, or no trump.";
    case "double": return view.double_stage === "against" ? "Go against, or pass?" : "Go along, or pass?";
    default: return "";
  }
}
