// @ts-check
// How strong each computer level is, for the level choice ("Hard ≈ 1,750"): the ratings
// `python -m tricktable rate` wrote to levels.json from round-robin duplicate tournaments
// (docs/bots.md has the run), one set per family of games. Nothing here knows a level or
// a game by name; a file that cannot be read leaves the levels unrated.
/** levels.json: each family's games and levels' ratings, and the anchor level's rating.
 * @typedef {{families: Record<string, {games: string[], levels: Record<string, {rating: number}>}>,
 *   anchor: Record<string, number>}} Ratings */
/** @type {Ratings | null} */
let ratings = null;

/** Read levels.json once; `then()` runs when it is in (not when it cannot be read).
 * @param {() => void} then */
export function loadRatings(then) {
  fetch(new URL("levels.json", document.baseURI))
    .then((response) => (response.ok ? response.json() : null))
    .then((data) => {
      if (!data?.families) return;
      ratings = data;
      then();
    })
    .catch((err) => console.warn(`The levels' ratings could not be read: ${err.message}`));
}

/** A level's rating in a game's family, or null (not rated, or not read yet).
 * @param {string} game @param {string} level */
export function ratingOf(game, level) {
  const family = Object.values(ratings?.families || {}).find((f) => f.games.includes(game));
  return family?.levels[level]?.rating ?? null;
}

/** The rating the others are measured from (medium's), or null. */
export const anchorRating = () => (ratings ? Object.values(ratings.anchor)[0] : null);
