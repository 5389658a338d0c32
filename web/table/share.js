// Links that start a game: "this game from the start" (game, seed, options) or "this deal"
// (the game's save cut at the start of the deal, so the same cards are dealt again).
import { WORDS } from "./text.js";

const toBase64Url = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))
  .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
const fromBase64Url = (code) => new TextDecoder().decode(
  Uint8Array.from(atob(code.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0)));

function pageUrl(params) {
  const url = new URL(location.pathname, location.origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
}

export function gameLink({ variant, seed, options }) {
  return pageUrl({ game: variant, seed: String(seed), options: JSON.stringify(options) });
}

/** A link to the deal that starts after `actions` moves of the saved game. */
export function dealLink(save, actions, seat) {
  const game = JSON.parse(save);
  game.actions = game.actions.slice(0, actions);
  return pageUrl({ deal: toBase64Url(JSON.stringify(game)), seat: String(seat) });
}

/** What a page address asks for: null, {game: new_game params}, {deal: resume params} or {error}. */
export function readLink(search) {
  const q = new URLSearchParams(search);
  try {
    const seat = q.has("seat") ? Number(q.get("seat")) : 0;
    const level = q.get("level") || "hard";
    if (q.has("deal")) {
      return { deal: { save: fromBase64Url(q.get("deal")), human_seat: seat, level, undo: false } };
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
