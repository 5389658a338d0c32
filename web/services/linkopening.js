// @ts-check
// A short link's opening (py/tricktable/linkcode.py): the view at its receiver's first
// decision, which the engine that wrote the link put into it. It is read here, without the
// engine, so that the table is on show at once; it is only a picture until the engine has
// played the link's own game and answered with the same view (controller.js showOpening).
// A link that would be too long with the whole view leaves parts of it out (its `cut`):
// the table shows the rest, and the engine's answer, cut alike to compare, brings them.
import SHARED from "../shared.js";
import { fromBase64url } from "./base64url.js";
import { isView } from "./record.js";

// The link format, as the engine writes it (linkcode.py, through shared.js): the only
// version read here, the checksum's length (the engine checks it), the longest link and
// the most a link's body may inflate to, and the keys of a page view (page.PageView).
const { version: VERSION, check_bytes: CHECK_BYTES, max_code: MAX_CODE, max_body: MAX_BODY, view_keys: VIEW_KEYS } = SHARED.link;


/** `raw` inflated, or null past MAX_BODY bytes: a link's few hundred characters could
 * otherwise unfold into gigabytes before anything is checked (the engine stops there too).
 * @param {Uint8Array<ArrayBuffer>} raw */
async function inflated(raw) {
  const reader = new Blob([raw]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
  /** @type {Uint8Array[]} */
  const parts = [];
  let size = 0;
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.length;
    if (size > MAX_BODY) {
      reader.cancel();
      return null;
    }
    parts.push(part.value);
  }
  const body = new Uint8Array(size);
  parts.reduce((at, p) => { body.set(p, at); return at + p.length; }, 0);
  return body;
}

/** The header of a short link (its kind `k`, game, seat, level, language and, if it has
 * one, `w`, the opening), unchecked: null if it cannot be read.
 * @param {string | undefined} code @returns {Promise<any>}  parsed JSON, unchecked */
export async function readHeader(code) {
  if (!code || code.length > MAX_CODE || typeof DecompressionStream === "undefined") return null;
  try {
    const raw = fromBase64url(code);
    if (raw.length <= 1 + CHECK_BYTES || raw[0] !== VERSION) return null;
    const body = await inflated(raw.subarray(1, raw.length - CHECK_BYTES));
    if (!body) return null;
    const header = JSON.parse(new TextDecoder().decode(body.subarray(0, body.indexOf(10))));
    return header !== null && typeof header === "object" ? header : null;
  } catch {
    return null;  // cut or changed: the engine says so
  }
}

// What an opening may leave out (linkcode.CUTS, the same order and the same cuts): the
// score sheet's rows but the last, the deal log, the facts beside the table; and what
// older links left out (linkcode.FORMER_CUTS): keys no page view holds now.
/** @type {Record<string, (view: any) => object>} */
const CUTS = {
  unread: (view) => view,
  sheet: (view) => ({ ...view, sheet_say: view.sheet_say.slice(-1) }),
  log: (view) => ({ ...view, log: null }),
  facts: (view) => ({ ...view, facts_say: [] }),
};

/** `view` less the parts (`cut`) an opening left out: what the opening is compared with.
 * @param {object} view @param {string[]} [cut] @returns {object} */
export const cutView = (view, cut = []) => cut.reduce((v, part) => CUTS[part](v), view);

/** The header of a game's or a challenge's short link if it carries an opening this page
 * can draw; else null, and the engine opens it as any link.
 * @param {string | undefined} code @returns {Promise<import("../table/types.js").LinkHeader | null>} */
export async function readOpening(code) {
  const header = await readHeader(code);
  const fits = ["g", "c"].includes(header?.k) && typeof header.v === "string" && typeof header.s === "string"
    && header.o !== null && typeof header.o === "object" && Number.isSafeInteger(header.seat) && typeof header.l === "string"
    && (header.k === "g" || (Array.isArray(header.p) && header.p.every((/** @type {unknown} */ p) => Array.isArray(p) && typeof p[0] === "string")))
    && (header.cut === undefined || (Array.isArray(header.cut) && header.cut.every((/** @type {string} */ part) => Object.hasOwn(CUTS, part))));
  return fits && isView(header.w) && header.w.seat === header.seat && Array.isArray(header.w.sheet_say) ? header : null;
}

/** What makes two challenge links' headers the same challenge (challenge.key's fields).
 * @param {{v?: unknown, s?: unknown, o?: unknown, d?: unknown, l?: unknown, seat?: unknown}} h */
export const challengeKey = (h) => JSON.stringify([h.v, h.s, h.o, h.d ?? null, h.l, h.seat]);

/** The opening of a link's `header` as a record the table draws (controller.js), in slot
 * `id`, with the parts it left out (`cut`); a challenge's with what the table shows of it
 * (the engine's reply brings the rest).
 * @param {import("../table/types.js").LinkHeader} header @param {string} id */
export const openingRecord = (header, id) => ({
  id, view: /** @type {import("../table/types.js").View} */ (Object.fromEntries(Object.entries(header.w)
    .filter(([key]) => VIEW_KEYS.includes(key)))),  // an older link's has more keys
  cut: header.cut ?? [], config: { variant: header.v, seed: header.s, options: header.o },
  human_seat: header.seat, level: header.l, undo: false, practice: false,
  challenge: header.k === "c" ? { variant: header.v, options: header.o, deals: header.d, level: header.l, seat: header.seat,
    lang: header.lang, players: (header.p ?? []).map(([name]) => name), done: false } : null,
});
