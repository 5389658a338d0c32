// @ts-check
// Links that start a game ("this game from the start", "this deal"), a challenge or a deal's
// review. The page writes short links only (`#t=`, made and read by the engine, with the
// receiver's opening: linkcode.py, linkopening.js), the embed snippets too; the parameters
// read here are those of links of earlier versions (`?game=`, `?deal=`, `?review=`), still
// opened. The seed comes from the engine sealed and goes into a link as it came: the page
// never holds it in readable form. The embedded table (embed.html) reads the same links,
// so a link becomes an embed by its page alone.
import SHARED from "../shared.js";
import { fromBase64url } from "./base64url.js";
import { WORDS } from "./text.js";

/** What a page address asks for (readLink).
 * @typedef {{game?: {variant: string, undo: boolean, human_seat: number, level: string, seed?: string | number, options?: any},
 *   deal?: {save: string, human_seat: number, level: string, undo: boolean}, review?: {save: string, seat: number},
 *   error?: string, refused?: string[]}} LinkAsked */

/** A save in an old link's parameter: base64url of its JSON; what is not base64url, in words. */
function textOf(/** @type {string} */ code) {
  try {
    return new TextDecoder().decode(fromBase64url(code));
  } catch {
    throw new Error(WORDS.linkSave);
  }
}

/** A link's house rules: a JSON object, which the engine then checks option by option; what
 * is not one (no JSON, a list, a number), in words, never the parser's.
 * @param {string} text @returns {object} */
function optionsOf(text) {
  let options;
  try {
    options = JSON.parse(text);
  } catch { /* said below */ }
  if (typeof options !== "object" || options === null || Array.isArray(options)) throw new Error(WORDS.linkOptions);
  return options;
}


/** A short link (the engine's make_link, linkcode.py): `page` with the code in its fragment,
 * which browsers never send to the host, so no server logs what it holds.
 * @param {string} code @param {string} [page] */
export const shortLink = (code, page = location.pathname) => `${new URL(page, location.href).href}#t=${code}`;

/** The code of a short link in an address's fragment: null if it holds none, "" if cut. */
export const shortCode = (/** @type {string} */ hash) => (hash.startsWith("#t=") ? hash.slice(3) : null);

/** Select `input`'s text and copy it; `status` then says `copied`, or `yourself` (copy it
 * yourself) where the browser refused.
 * @param {HTMLInputElement | HTMLTextAreaElement} input @param {HTMLElement} status
 * @param {string} copied @param {string} yourself */
export async function copyFrom(input, status, copied, yourself) {
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    status.textContent = copied;
  } catch {
    status.textContent = yourself;
  }
}

const attribute = (/** @type {string} */ text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The HTML another site pastes to show the table at `src` (an embed.html link).
 * @param {string} src @param {{width: number | string, height: number | string, title: string}} size */
export function embedSnippet(src, { width, height, title }) {
  return `<iframe src="${attribute(src)}" width="${width}" height="${height}" title="${attribute(title)}" `
    + `loading="lazy"></iframe>`;
}

/** A seed as the engine seals it (py/tricktable/sealed.py): passed on, never read. */
const SEALED = /^s1[A-Za-z0-9_-]{20}$/;

/** The link's seed for new_game: sealed as the page wrote it, or a number as a link written
 * by hand (or by an earlier version) gives it. @param {string} text */
function seedOf(text) {
  if (SEALED.test(text)) return text;
  const seed = Number(text);
  // Seeds above 2^53 would be rounded here and deal other cards than the link's.
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seed)) throw new Error(WORDS.linkSeed);
  return seed;
}

/** The link's seat: a plain decimal number only ("0x1" and "1e0" are no seat); the first
 * seat, and a line saying so (in `refused`), for anything else.
 * @param {string | null} text @param {string[]} refused */
function seatOf(text, refused) {
  if (text === null) return 0;
  if (/^[0-9]{1,3}$/.test(text)) return Number(text);
  refused.push(WORDS.seatRefused(text));
  return 0;
}

/** The link's level: one of the engine's (shared.js); hard, and a line saying so (in
 * `refused`), for anything else. @param {string | null} text @param {string[]} refused */
function levelOf(text, refused) {
  if (!text) return "hard";
  if (SHARED.levels.includes(text)) return text;
  refused.push(WORDS.levelRefused(text));
  return "hard";
}

/** What a page address asks for: null, {game: new_game params}, {deal: a record to resume:
 * the save, its seat and level, and where its deal starts (after the save's last move)},
 * {review: the save and seat of a deal's review (its last deal over)} or {error}, in a
 * player's words; with a game or deal, `refused` lists the settings played without, in words.
 * @param {string} search @returns {LinkAsked | null} */
export function readLink(search) {
  const q = new URLSearchParams(search);
  /** The value of a parameter `q.has`. @param {string} name */
  const given = (name) => /** @type {string} */ (q.get(name));
  try {
    /** @type {string[]} */
    const refused = [];
    const seat = seatOf(q.get("seat"), refused);
    const level = levelOf(q.get("level"), refused);
    if (q.has("review")) return { review: { save: textOf(given("review")), seat }, refused };
    if (q.has("deal")) {
      const save = textOf(given("deal"));
      return { deal: { save, human_seat: seat, level, undo: false }, refused };
    }
    if (!q.has("game")) return null;
    /** @type {NonNullable<LinkAsked["game"]>} */
    const game = { variant: given("game"), undo: false, human_seat: seat, level };
    if (q.has("seed")) game.seed = seedOf(given("seed"));
    if (q.has("options")) game.options = optionsOf(given("options"));
    return { game, refused };
  } catch (err) {
    return { error: WORDS.linkBad(/** @type {Error} */ (err).message) };
  }
}
