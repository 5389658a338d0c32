// A new game on the table before the engine has loaded.  At build time the engine itself
// answered `new_game` for a few seeds of each game with every default (webbuild/openings.py
// wrote its replies to openings/<game>.json); the page shows one of those replies at once
// and gives its save to the worker (`resume`), which replays it when the engine runs.
// Requests wait in the worker until then, so the player's first decision simply queues
// behind the resume, and the game is the very one the engine would have dealt.

/** The game a first visit opens: the one whose openings index.html preloads. */
export function firstGame() {
  return document.querySelector("link[data-opening]")?.dataset.opening ?? null;
}

/** Whether new-game `params` ask for what the openings are: a random seed, seat 0, the
 * default level and every option at its default. */
function fits(opening, params) {
  const given = params.options || {};
  const wanted = opening.config.options;
  return params.seed === undefined && (params.human_seat ?? 0) === opening.human_seat
    && (params.level ?? "hard") === opening.level
    && Object.keys(given).every((k) => k in wanted)
    && Object.entries(wanted).every(([k, v]) => JSON.stringify(k in given ? given[k] : v) === JSON.stringify(v));
}

/** One of the game's openings, at random, for `params` (with their undo setting), or null
 * when none fits or the file cannot be read: then the engine deals as usual. */
export async function openingFor(params) {
  try {
    const response = await fetch(new URL(`openings/${params.variant}.json`, import.meta.url));
    if (!response.ok) return null;
    const { openings } = await response.json();
    const opening = openings[Math.floor(Math.random() * openings.length)];
    return fits(opening, params) ? { ...opening, undo: params.undo ?? false } : null;
  } catch {
    return null;
  }
}
