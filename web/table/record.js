// The check of a stored game's record, as strict as the engine's check of its save.
// A record has two parts. The engine's part (the save, the human's seat, the level) is the
// game: without it there is nothing to resume, and the record is set aside with a reason a
// player can read. The page's part (the view drawn before the engine runs, the deal result
// on show, where each deal starts, the lines of the unfinished-games list) only saves
// time: any of it that is malformed is dropped, and rebuilt from the engine's reply to
// the resume, so a good game is never set aside for it.
import { WORDS } from "./text.js";

// The engine reads no request over 2,000,000 characters (wire.MAX_TEXT); a save near that
// size is no game a table ever played (a whole game's save is a few thousand).
export const MAX_SAVE = 1_900_000;
const LEVELS = ["random", "easy", "medium", "hard"];

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
const isList = (v, item) => Array.isArray(v) && v.every(item);
const anything = () => true;

// What the table reads of a view before it asks anything else of it; the rest is checked
// by drawing it (controller.js), which falls back to the engine's view if that fails.
const VIEW = {
  seat: isCount, players: isCount, positions: isCount, deal: isCount, over: (v) => typeof v === "boolean",
  legal: (v) => isList(v, isObject), legal_say: (v) => isList(v, isObject), hand: (v) => isList(v, (c) => typeof c === "string"),
  hand_counts: (v) => isList(v, isCount), controllers: (v) => isList(v, isCount), controls: (v) => isList(v, isCount),
  dummies: (v) => isList(v, isCount), teams: (v) => isList(v, isCount), trick: (v) => isList(v, anything),
  layouts: (v) => isList(v, anything), prompt: (v) => v === null || Array.isArray(v),
};

/** Whether `view` has the shape of an engine's page view. */
export function isView(view) {
  return isObject(view) && Object.entries(VIEW).every(([key, ok]) => ok(view[key]))
    && view.legal.length === view.legal_say.length && view.seat < view.positions;
}

/** The seed comes sealed (a text the page passes on unread), or as a number from a record
 * an earlier version kept. */
const isSeed = (seed) => typeof seed === "string" || Number.isSafeInteger(seed);
const isConfig = (c) => isObject(c) && typeof c.variant === "string" && isSeed(c.seed) && isObject(c.options);

/** Where each deal starts, in moves of a save of `moves` moves: rising, within the save. */
const isDealStarts = (starts, moves) => isList(starts, isCount) && starts.length > 0
  && starts.every((n, i) => n <= moves && (i === 0 || n >= starts[i - 1]));

/** The game a save is of, or null (the engine says what is wrong with it). */
function saveOf(save) {
  try {
    const data = JSON.parse(save);
    return isObject(data) && isObject(data.config) && Array.isArray(data.actions) ? data : null;
  } catch {
    return null;
  }
}

/** A stored record checked: the engine's part whole (else an Error that says why, for a
 * player), the page's part kept only where it is well formed. */
export function checkRecord(value, id) {
  if (!isObject(value) || value.id !== id || typeof value.save !== "string") throw new Error(WORDS.notASave);
  if (value.save.length > MAX_SAVE) throw new Error(WORDS.saveTooLarge);
  if (!isCount(value.human_seat) || !LEVELS.includes(value.level)) throw new Error(WORDS.notASave);
  const game = saveOf(value.save);
  const moves = game ? game.actions.length : 0;
  const record = {
    id, save: value.save, human_seat: value.human_seat, level: value.level,
    undo: value.undo !== false && game?.undo !== false,  // a game's own "no Undo" is in its save
    practice: game?.practice === true,  // ... and its practice mark, the engine's alone
    variant: typeof value.variant === "string" ? value.variant : String(game?.config.variant ?? ""),
    updated: Number.isFinite(value.updated) ? value.updated : 0,
    deal: isCount(value.deal) ? value.deal : 0,
    over: value.over === true,
  };
  if (isDealStarts(value.dealStarts, moves)) record.dealStarts = value.dealStarts;
  if (isView(value.view) && isConfig(value.config)) Object.assign(record, { view: value.view, config: value.config });
  if (record.view && isObject(value.pending) && isObject(value.pending.result) && isView(value.pending.view)) {
    record.pending = { result: value.pending.result, view: value.pending.view };
  }
  if (isObject(value.decision) && typeof value.decision.type === "string") record.decision = value.decision;  // sent, unanswered
  if (typeof value.source === "string") record.source = value.source;  // an embed's parameters
  if (typeof value.challenge === "string") record.challenge = value.challenge;  // the link of the challenge it plays
  return record;
}
