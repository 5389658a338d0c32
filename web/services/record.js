// @ts-check
// The check of a stored game's record, as strict as the engine's check of its save.
// A record has two parts. The engine's part (the save, the human's seat, the level) is the
// game: without it there is nothing to resume, and the record is set aside with a reason a
// player can read. The page's part (the view drawn before the engine runs, the deal result
// on show, where each deal starts, the lines of the unfinished-games list) only saves
// time: any of it that is malformed is dropped, and rebuilt from the engine's reply to
// the resume, so a good game is never set aside for it.
import { WORDS } from "./text.js";

import SHARED from "../shared.js";

const { max_save: MAX_SAVE, levels: LEVELS } = SHARED;  // the engine's (shared.js)

// The checks take what JSON.parse gave: anything at all.
/** @typedef {(v: any) => boolean} Check */

/** @type {Check} */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** @type {Check} */
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
/** @type {(v: any, item: Check, most?: number) => boolean} */
const isList = (v, item, most = Infinity) => Array.isArray(v) && v.length <= most && v.every(item);
const anything = () => true;
/** @type {Check} */
const isCard = (c) => typeof c === "string" && /^[2-9TJQKA][SHDC]$/.test(c);
const { max_cards: CARDS, positions: POSITIONS } = SHARED;

// What the table reads of a view before it asks anything else of it, within the sizes of
// any game the engine plays (a view that passes draws in a moment: a link's opening could
// otherwise hold a hand of 20,000 cards); the rest is checked by drawing it (games.js),
// which falls back to the engine's view if that fails.
/** @type {Record<string, Check>} */
const VIEW = {
  seat: isCount, players: (v) => POSITIONS.includes(v), positions: (v) => POSITIONS.includes(v), deal: isCount,
  over: (v) => typeof v === "boolean", legal: (v) => isList(v, isObject, CARDS * 4),
  legal_say: (v) => isList(v, isObject, CARDS * 4), hand: (v) => isList(v, isCard, CARDS),
  hand_counts: (v) => isList(v, (n) => isCount(n) && n <= CARDS), controllers: (v) => isList(v, isCount),
  controls: (v) => isList(v, isCount), dummies: (v) => isList(v, isCount), teams: (v) => isList(v, isCount),
  trick: (v) => isList(v, (p) => isObject(p) && isCard(p.card) && isCount(p.seat)),
  layouts: (v) => isList(v, (stacks) => isList(stacks, isObject, CARDS)), prompt: (v) => v === null || Array.isArray(v),
  sheet_say: (v) => isList(v, (row) => isObject(row) && isCount(row.deal) && Array.isArray(row.cells)),
  facts_say: (v) => isList(v, isObject), seats_say: (v) => isList(v, Array.isArray), badges_say: (v) => isList(v, Array.isArray),
  strip: (v) => isList(v, (side) => isObject(side) && isCount(side.side) && Number.isFinite(side.total)),
};

/** Whether `view` has the shape of an engine's page view.
 * @param {any} view @returns {view is import("../table/types.js").View} */
export function isView(view) {
  if (!isObject(view) || !Object.entries(VIEW).every(([key, ok]) => ok(view[key]))) return false;
  const { positions } = view;
  return view.legal.length === view.legal_say.length && view.seat < positions && view.trick.length <= positions
    && [view.hand_counts, view.controllers, view.layouts].every((list) => list.length === positions)
    && view.trick.every((/** @type {{seat: number}} */ p) => p.seat < positions);
}

/** The seed comes sealed (a text the page passes on unread), or as a number from a record
 * an earlier version kept. */
/** @type {Check} */
const isSeed = (seed) => typeof seed === "string" || Number.isSafeInteger(seed);
/** @type {Check} */
const isConfig = (c) => isObject(c) && typeof c.variant === "string" && isSeed(c.seed) && isObject(c.options);

/** Where each deal starts, in moves of the save: rising counts (the engine's word replaces
 * them once it has read the save). */
/** @type {Check} */
const isDealStarts = (starts) => isList(starts, isCount) && starts.length > 0
  && starts.every((/** @type {number} */ n, /** @type {number} */ i) => i === 0 || n >= starts[i - 1]);

/** A stored record checked: the engine's part whole (else an Error that says why, for a
 * player), the page's part kept only where it is well formed.
 * @param {any} value  parsed JSON @param {string} id
 * @returns {import("../table/types.js").StoredRecord} */
export function checkRecord(value, id) {
  if (!isObject(value) || value.id !== id || typeof value.save !== "string") throw new Error(WORDS.notASave);
  if (value.save.length > MAX_SAVE) throw new Error(WORDS.saveTooLarge);
  if (!isCount(value.human_seat) || !LEVELS.includes(value.level)) throw new Error(WORDS.notASave);
  /** @type {import("../table/types.js").StoredRecord} */
  const record = {
    id, save: value.save, human_seat: value.human_seat, level: value.level,
    // The engine's word at its last reply, shown until it has read the save again: the
    // save's own "no Undo" and practice mark are the engine's alone (a record changed by
    // hand can turn Undo off, never on: bridge.do_resume).
    undo: value.undo !== false,
    practice: value.practice === true,
    variant: typeof value.variant === "string" ? value.variant : String(value.config?.variant ?? ""),
    updated: Number.isFinite(value.updated) ? value.updated : 0,
    deal: isCount(value.deal) ? value.deal : 0,
    over: value.over === true,
  };
  if (isDealStarts(value.dealStarts)) record.dealStarts = value.dealStarts;
  if (isView(value.view) && isConfig(value.config)) Object.assign(record, { view: value.view, config: value.config });
  if (record.view && isObject(value.pending) && isObject(value.pending.result) && isView(value.pending.view)) {
    record.pending = { result: value.pending.result, view: value.pending.view };
  }
  if (isObject(value.decision) && typeof value.decision.type === "string") record.decision = value.decision;  // sent, unanswered
  if (typeof value.source === "string") record.source = value.source;  // an embed's parameters
  if (typeof value.challenge === "string") record.challenge = value.challenge;  // the link of the challenge it plays
  return record;
}
