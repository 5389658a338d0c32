// @ts-check
// A new game on the table before the engine has loaded.  At build time the engine itself
// answered `new_game` for a few seeds of each game with every default (webbuild/openings.py
// wrote its replies to openings/<game>.json); the page shows one of those replies at once
// and gives its save to the worker (`resume`), which replays it when the engine runs.
// Requests wait in the worker until then, so the player's first decision simply queues
// behind the resume, and the game is the very one the engine would have dealt.

/** The new-game params a page asks for (those an opening can stand for, and the rest).
 * @typedef {{variant: string, options?: Record<string, unknown>, seed?: unknown, deal_order?: unknown,
 *   human_seat?: number, level?: string, undo?: boolean}} NewGameParams */
/** A game's openings file (openings/<game>.json): the engine's new_game replies.
 * @typedef {{openings: (import("./table/types.js").Reply & {save: string})[]}} Pool */

/** Whether new-game `params` ask for what the openings are: a random seed, seat 0 (not a
 * turn to deal), the default level and every option at its default.
 * @param {import("./table/types.js").Reply} opening @param {NewGameParams} params */
function fits(opening, params) {
  const given = params.options || {};
  const wanted = opening.config.options;
  return params.seed === undefined && params.deal_order === undefined && (params.human_seat ?? 0) === opening.human_seat
    && (params.level ?? "hard") === opening.level
    && Object.keys(given).every((k) => k in wanted)
    && Object.entries(wanted).every(([k, v]) => JSON.stringify(k in given ? given[k] : v) === JSON.stringify(v));
}

/** @type {Map<string, Promise<Pool | null>>} */
const pools = new Map();

/** A game's pool of openings, fetched once (null when it cannot be read).
 * @param {string} variant @returns {Promise<Pool | null>} */
function poolOf(variant) {
  if (!pools.has(variant)) {
    pools.set(variant, fetch(new URL(`openings/${variant}.json`, import.meta.url))
      .then((response) => (response.ok ? response.json() : null)).catch(() => null));
  }
  return /** @type {Promise<Pool | null>} */ (pools.get(variant));
}

/** Fetch the openings of `variants` now, while the player looks at the shelf, so that the
 * game they pick is on the table at once. @param {string[]} variants */
export function warmOpenings(variants) {
  for (const v of variants) poolOf(v);
}

/** One of the game's openings, at random, for `params` (with their undo setting), or null
 * when none fits or the file cannot be read: then the engine deals as usual.
 * @param {NewGameParams} params */
export async function openingFor(params) {
  const pool = await poolOf(params.variant);
  if (!pool) return null;
  const opening = pool.openings[Math.floor(Math.random() * pool.openings.length)];
  return fits(opening, params) ? { ...opening, undo: params.undo ?? false } : null;
}
