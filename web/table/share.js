// Links that start a game: "this game from the start" (game, seed, options) or "this deal"
// (the game's save cut at the start of the deal, so the same cards are dealt again). The
// page writes short links (`#t=`, made and read by the engine: shortLink); the embed
// snippets and links of earlier versions use the parameters read here. The
// seed comes from the engine sealed, in the save and the config alike, and goes into a
// link as it came: the page never holds it in readable form. The
// embedded table (embed.html) reads the same parameters, so a link becomes an embed by its
// page alone.
import { WORDS } from "./text.js";

const toBase64Url = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
  .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromBase64Url = (code) => new TextDecoder().decode(
  Uint8Array.from(atob(code.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0)));

/** This site's `page` (the current one by default) with `params`, then `extra` ones. */
function pageUrl(params, { page = location.pathname, extra = {} } = {}) {
  const url = new URL(page, location.href);
  for (const [k, v] of Object.entries({ ...params, ...extra })) url.searchParams.set(k, v);
  return url.href;
}

/** A link to the game from its first deal; `where` may name another `page` and `extra` params. */
export function gameLink({ variant, seed, options }, where = {}) {
  return pageUrl({ game: variant, seed: String(seed), options: JSON.stringify(options) }, where);
}

/** The saved game's first `actions` moves, as a link carries it. */
function cutSave(save, actions) {
  const game = JSON.parse(save);
  game.actions = game.actions.slice(0, actions);
  return toBase64Url(JSON.stringify(game));
}

/** A short link (the engine's make_link, linkcode.py): `page` with the code in its fragment,
 * which browsers never send to the host, so no server logs what it holds. */
export const shortLink = (code, page = location.pathname) => `${new URL(page, location.href).href}#t=${code}`;

/** The code of a short link in an address's fragment: null if it holds none, "" if cut. */
export const shortCode = (hash) => (hash.startsWith("#t=") ? hash.slice(3) : null);

/** Select `input`'s text and copy it; `status` then says `copied`, or `yourself` (copy it
 * yourself) where the browser refused. */
export async function copyFrom(input, status, copied, yourself) {
  input.select();
  try {
    await navigator.clipboard.writeText(input.value);
    status.textContent = copied;
  } catch {
    status.textContent = yourself;
  }
}

/** A link to the deal that starts after `actions` moves of the saved game. */
export function dealLink(save, actions, seat, where = {}) {
  return pageUrl({ deal: cutSave(save, actions), seat: String(seat) }, where);
}

/** A link to the review of the deal that ends after `actions` moves of the saved game (a
 * review's link: the receiver's engine judges the decisions again). */
export const reviewLink = (save, actions, seat) => pageUrl({ review: cutSave(save, actions), seat: String(seat) });

const attribute = (text) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The HTML another site pastes to show the table at `src` (an embed.html link). */
export function embedSnippet(src, { width, height, title }) {
  return `<iframe src="${attribute(src)}" width="${width}" height="${height}" title="${attribute(title)}" `
    + `loading="lazy"></iframe>`;
}

/** How many moves a save holds (0 if unreadable: the engine will say what is wrong). */
export const actionsIn = (save) => {
  try {
    return JSON.parse(save).actions.length;
  } catch {
    return 0;
  }
};

/** A seed as the engine seals it (py/tricktable/sealed.py): passed on, never read. */
const SEALED = /^s1[A-Za-z0-9_-]{20}$/;

/** The link's seed for new_game: sealed as the page wrote it, or a number as a link written
 * by hand (or by an earlier version) gives it. */
function seedOf(text) {
  if (SEALED.test(text)) return text;
  const seed = Number(text);
  // Seeds above 2^53 would be rounded here and deal other cards than the link's.
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(seed)) throw new Error(WORDS.linkSeed);
  return seed;
}

/** The link's seat: a plain decimal number only ("0x1" and "1e0" are no seat); the first
 * seat, and a line saying so (in `refused`), for anything else. */
function seatOf(text, refused) {
  if (text === null) return 0;
  if (/^[0-9]{1,3}$/.test(text)) return Number(text);
  refused.push(WORDS.seatRefused(text));
  return 0;
}

/** What a page address asks for: null, {game: new_game params}, {deal: a record to resume:
 * the save, its seat and level, and where its deal starts (after the save's last move)},
 * {review: the save and seat of a deal's review (its last deal over)} or {error}; with a game or deal, `refused` lists the settings played without, in words. */
export function readLink(search) {
  const q = new URLSearchParams(search);
  try {
    const refused = [];
    const seat = seatOf(q.get("seat"), refused);
    const level = q.get("level") || "hard";
    if (q.has("review")) return { review: { save: fromBase64Url(q.get("review")), seat }, refused };
    if (q.has("deal")) {
      const save = fromBase64Url(q.get("deal"));
      return { deal: { save, human_seat: seat, level, undo: false, dealStarts: [actionsIn(save)] }, refused };
    }
    if (!q.has("game")) return null;
    const game = { variant: q.get("game"), undo: false, human_seat: seat, level };
    if (q.has("seed")) game.seed = seedOf(q.get("seed"));
    if (q.has("options")) game.options = JSON.parse(q.get("options"));
    return { game, refused };
  } catch (err) {
    return { error: WORDS.linkBad(err.message) };
  }
}
