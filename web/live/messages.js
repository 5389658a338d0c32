// @ts-check
// The host's messages as a friend's page reads them (docs/schema/host-peer-message.json):
// a friend's page has no engine, so it checks here what it is about to draw, and refuses
// anything else whole.
import SHARED from "../shared.js";

/** A reply for one seat as the host sends it: its views are what changed (friend.js).
 * @typedef {{frames: import("../table/types.js").Frame[], view: Partial<import("../table/types.js").View>,
 *   human_seat: number, config: {variant: string, options: Record<string, unknown>, seed?: string}, save?: string}} Packet */

/**
 * A message the host sends, checked whole (checkHostMessage).
 * @typedef {(import("./lobby.js").Lobby & {t: "lobby", v: string, variant: string, options: Record<string, unknown>})
 *   | {t: "play", reply: Packet}
 *   | {t: "answer", n: number, reply?: any, error?: {code: string, message: string, params?: object}}
 *   | {t: "said", seat: number, name: string, text: string}
 *   | {t: "refused", code: string, message: string, params?: Record<string, unknown>}
 *   | {t: "prove", nonce: string}} HostMessage
 */

// The checks take what came over the wire, parsed: anything at all.
/** @param {any} v */
export const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** @param {any} v */
const isInt = (v) => Number.isInteger(v);
/** @param {any} v @param {number} most */
const isText = (v, most) => typeof v === "string" && v.length <= most;
const WHO = new Set(["host", "friend", "computer"]);

/** A reply for one seat as the host sends it: its frames, and its views as what changed
 * since the view before (friend.js lays them over the view this page has).
 * @param {any} r @returns {r is Packet} */
const isPacket = (r) => isObject(r) && Array.isArray(r.frames) && r.frames.every(isObject) && isObject(r.view)
  && isInt(r.human_seat) && isObject(r.config) && typeof r.config.variant === "string" && isObject(r.config.options)
  && (r.save === undefined || typeof r.save === "string") && (r.config.seed === undefined || typeof r.config.seed === "string");

/** A reply for one seat, as a table draws it: its frames and the seat's whole view.
 * @param {any} r @returns {r is import("../table/types.js").Reply} */
export const isReply = (r) => isPacket(r) && r.view.seat === r.human_seat && Array.isArray(r.view.hand)
  && Array.isArray(r.view.legal);

/** A hint as the engine gives it: the action, its words and why. @param {any} r */
const isHint = (r) => isObject(r) && isObject(r.action) && isObject(r.say) && (r.reason === null || isObject(r.reason));

/** The deal logs as the engine gives them (public: what every seat saw happen). @param {any} r */
const isLogs = (r) => isObject(r) && Array.isArray(r.deals)
  && r.deals.every((/** @type {any} */ d) => isObject(d) && isInt(d.deal) && Array.isArray(d.entries) && d.entries.every(isObject));

/** What answers a friend's request, by its method: checked before the table sees it.
 * @type {Record<string, (r: any) => boolean>} */
export const ANSWERS = { act: isReply, hint: isHint, deal_logs: isLogs };

/** @type {Record<string, (m: any) => boolean>} */
const SHAPES = {
  lobby: (m) => typeof m.variant === "string" && isObject(m.options) && typeof m.level === "string" && typeof m.started === "boolean"
    && (m.you === null || isInt(m.you)) && Array.isArray(m.seats) && m.seats.length >= 2 && m.seats.length <= 4
    && m.seats.every((/** @type {any} */ s) => isObject(s) && WHO.has(s.who) && (s.name === null || isText(s.name, SHARED.live.max_name))
      && typeof s.here === "boolean" && typeof s.ready === "boolean") && isText(m.v, 40)
    && (m.clock === undefined || (isInt(m.clock) && m.clock >= 0)) && typeof m.watching === "boolean"
    && Array.isArray(m.watchers) && m.watchers.length <= SHARED.live.max_watchers
    && m.watchers.every((/** @type {any} */ name) => name === null || isText(name, SHARED.live.max_name)),
  play: (m) => isPacket(m.reply),
  answer: (m) => isInt(m.n) && (m.reply ? isObject(m.reply) : isObject(m.error) && typeof m.error.message === "string"),
  said: (m) => isInt(m.seat) && isText(m.name, SHARED.live.max_name) && isText(m.text, SHARED.live.max_said),
  refused: (m) => isText(m.code, 40) && isText(m.message, 300) && (m.params === undefined || isObject(m.params)),
  prove: (m) => typeof m.nonce === "string" && /^[A-Za-z0-9_-]{22}$/.test(m.nonce),
};

/** The message, if it is one the host sends, whole and of its shape; else null.
 * @param {any} m  as it came @returns {HostMessage | null} */
export function checkHostMessage(m) {
  return isObject(m) && Object.hasOwn(SHAPES, m.t) && SHAPES[m.t](m) ? m : null;
}
