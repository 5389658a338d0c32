// Links that start a game: "this game from the start" (game, seed, options) or "this deal"
// (the game's save cut at the start of the deal, so the same cards are dealt again). The
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

/** A link to the deal that starts after `actions` moves of the saved game. */
export function dealLink(save, actions, seat, where = {}) {
  const game = JSON.parse(save);
  game.actions = game.actions.slice(0, actions);
  return pageUrl({ deal: toBase64Url(JSON.stringify(game)), seat: String(seat) }, where);
}

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

/** What a page address asks for: null, {game: new_game params}, {deal: a record to resume:
 * the save, its seat and level, and where its deal starts (after the save's last move)} or
 * {error}. */
export function readLink(search) {
  const q = new URLSearchParams(search);
  try {
    const seat = q.has("seat") ? Number(q.get("seat")) : 0;
    const level = q.get("level") || "hard";
    if (q.has("deal")) {
      const save = fromBase64Url(q.get("deal"));
      return { deal: { save, human_seat: seat, level, undo: false, dealStarts: [actionsIn(save)] } };
    }
    if (!q.has("game")) return null;
    const game = { variant: q.get("game"), undo: false, human_seat: seat, level };
    if (q.has("seed")) {
      game.seed = Number(q.get("seed"));
      // Seeds above 2^53 would be rounded here and deal other cards than the link's.
      if (!/^\d+$/.test(q.get("seed")) || !Number.isSafeInteger(game.seed)) {
        throw new Error(WORDS.linkSeed);
      }
    }
    if (q.has("options")) game.options = JSON.parse(q.get("options"));
    return { game };
  } catch (err) {
    return { error: WORDS.linkBad(err.message) };
  }
}
