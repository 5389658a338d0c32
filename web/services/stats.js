// @ts-check
// Statistics per game and option set, kept in this browser beside the saves (storage.js).
// One entry per finished game, keyed by the game's identity (its config with the seed as
// sealed, the player's seat and level): a game counts once however its end is reached (a
// reload, a second tab, a move taken back), and two tabs never overwrite each other's
// counts, since each writes only its own game's entry. What a game counts (won, score,
// contracts called and made) is the engine's (py/tricktable/outcome.py); the average cost
// per decision comes from reviews, through recordReviewCosts. No rule is known here.
import { html, nothing, render, svg } from "../vendor/lit-html-3.3.3/lit-html.js";
import { readEntries, removeEntries, writeSave } from "./storage.js";
import { WORDS, gameTitle, language, optionSetText, score, t } from "./text.js";

const RESULT = "tricktable.result.";
const COST = "tricktable.cost.";
const CHART_GAMES = 20;
/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));


/** A game counted (its entry under RESULT): the engine's outcome, when, and of which game.
 * @typedef {{game: string, options: Record<string, unknown>, won: boolean, score: number, at: number, called: number,
 *   made: number, practice?: boolean, put_back?: boolean}} Counted */
/** A deal reviewed (its entry under COST): its decisions and what they cost in all.
 * @typedef {{game: string, options: Record<string, unknown>, deal: number, decisions: number, cost: number}} Reviewed */
/** A game and option set's entries, summed up.
 * @typedef {{game: string, options: Record<string, unknown>, games: Counted[], practice: number, putBack: number,
 *   cost: number, decisions: number}} Group */

/** An option set as one text, whatever the order of its options. @param {Record<string, unknown>} options */
const canonical = (options) => JSON.stringify(Object.keys(options).sort().map((k) => [k, options[k]]));

/** Which game a reply or record is: its config (the seed sealed, as the engine gives it),
 * the player's seat and the computers' level.
 * @param {{config: import("../table/types.js").GameConfig, human_seat: number, level: string}} game */
const identity = ({ config, human_seat: seat, level }) =>
  JSON.stringify([config.variant, config.seed, canonical(config.options), seat, level]);

/** Whether the game is practice (Undo used, or an older copy of it put back: the reply's
 * `put_back` tells which): the engine's `practice` flag in the reply. Such games are
 * counted apart from the others.
 * @param {import("../table/types.js").Reply} reply */
export const isPractice = (reply) => reply.practice === true || reply.view?.practice === true;

/** Count a finished game once: nothing is written for a game already counted (its end seen
 * again after a reload, in another tab, or after a move taken back and played again).
 * Returns false only when the browser refused to store it.
 * @param {import("../table/types.js").Reply} reply */
export function recordFinished(reply) {
  const outcome = reply.view?.outcome;
  if (!reply.view?.over || !outcome || !reply.config) return true;
  const key = RESULT + identity(reply);
  if (readEntries(key).length) return true;
  const { variant, options } = reply.config;
  const why = reply.put_back === true ? { put_back: true } : {};
  return writeSave({ game: variant, options, at: Date.now(), practice: isPractice(reply), ...why, ...outcome }, key);
}

/** What a review found for one deal of a game: `costs`, what each of the player's decisions
 * cost against the search's best choice, in the game's own units. `game` names the game as
 * a reply or a record does ({config, human_seat, level}). A deal reviewed again replaces
 * its entry, so it counts once. It shows in the statistics once its game has ended (a game
 * still in play has no place there yet). Returns false when the browser refused to store it.
 * @param {Parameters<typeof identity>[0]} game @param {number} deal @param {number[]} costs */
export function recordReviewCosts(game, deal, costs) {
  if (!Array.isArray(costs) || !costs.length || !costs.every(Number.isFinite) || !Number.isSafeInteger(deal)) {
    throw new TypeError("recordReviewCosts: a deal number and a list of costs (numbers)");
  }
  const { variant, options } = game.config;
  const cost = costs.reduce((a, b) => a + b, 0);
  return writeSave({ game: variant, options, deal, decisions: costs.length, cost }, `${COST}${identity(game)}#${deal}`);
}

// The checks take what JSON.parse gave: anything at all.
/** @param {any} v */
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** @param {any} v */
const isCount = (v) => Number.isSafeInteger(v) && v >= 0;
/** @param {any} v */
const isGameOf = (v) => isObject(v) && typeof v.game === "string" && isObject(v.options);
/** No game's score comes near this: a stored one beyond it was not written by the page. */
const MAX_SCORE = 1_000_000;
/** @param {any} v @returns {v is Counted} */
const isResult = (v) => isGameOf(v) && typeof v.won === "boolean" && Number.isSafeInteger(v.score) && Math.abs(v.score) <= MAX_SCORE
  && Number.isFinite(v.at) && isCount(v.called) && isCount(v.made);
/** @param {any} v @returns {v is Reviewed} */
const isCost = (v) => isGameOf(v) && isCount(v.decisions) && v.decisions > 0 && Number.isFinite(v.cost);

/** Runs of wins: the one still going (ending with the last game) and the longest. @param {Counted[]} games */
function streaks(games) {
  let run = 0;
  let best = 0;
  for (const g of games) {
    run = g.won ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return { now: run, best };
}

/** The game a review's entry belongs to: its key less the prefix and the deal number. */
const reviewedGame = (/** @type {string} */ key) => key.slice(COST.length, key.lastIndexOf("#"));

/** Every game and option set played, the most recently played first: its counted games in
 * the order played, its practice games, and the reviews' costs of its ended games. Entries
 * that are not of this shape (another version's, changed by hand) are left out.
 * @returns {Group[]} */
function summaries() {
  /** @type {Map<string, Group>} */
  const groups = new Map();
  /** @param {Counted | Reviewed} v @returns {Group} */
  const groupOf = (v) => {
    const key = JSON.stringify([v.game, canonical(v.options)]);
    if (!groups.has(key)) groups.set(key, { game: v.game, options: v.options, games: [], practice: 0, putBack: 0, cost: 0,
      decisions: 0 });
    return /** @type {Group} */ (groups.get(key));
  };
  /** @type {Set<string>} */
  const ended = new Set();
  for (const { key, value } of readEntries(RESULT)) {
    if (!isResult(value)) continue;
    ended.add(key.slice(RESULT.length));
    const g = groupOf(value);
    if (value.put_back === true) g.putBack += 1;  // practice, for what happened: not Undo
    else if (value.practice) g.practice += 1;
    else g.games.push(value);
  }
  for (const { key, value } of readEntries(COST)) {
    if (!isCost(value) || !ended.has(reviewedGame(key))) continue;
    const g = groupOf(value);
    g.cost += value.cost;
    g.decisions += value.decisions;
  }
  const last = (/** @type {Group} */ g) => Math.max(0, ...g.games.map((r) => r.at));
  for (const g of groups.values()) g.games.sort((a, b) => a.at - b.at);
  return [...groups.values()].sort((a, b) => last(b) - last(a));
}

/** A number as the player's language writes it, with a true minus sign; one that rounds
 * to zero is 0, not "−0" (Intl keeps the sign of -0.04: it is rounded here first).
 * @param {number} x @param {number} digits */
const decimal = (x, digits) => new Intl.NumberFormat(language(), { maximumFractionDigits: digits })
  .format(Number(x.toFixed(digits)) || 0).replace(/^-/, "\u2212");

/** The scores of the last games as small bars above (or below) a base line; a win filled.
 * @param {Counted[]} games */
function chart(games) {
  const shown = games.slice(-CHART_GAMES);
  if (!shown.length) return nothing;
  const top = Math.max(0, ...shown.map((g) => g.score));
  const bottom = Math.min(0, ...shown.map((g) => g.score));
  const span = top - bottom || 1;
  const base = bottom === 0 ? 38 : 2 + (36 * top) / span;  // no score below zero: the line at the foot
  const label = t("stats-chart", { n: shown.length });
  return html`<svg class="stats-chart" viewBox=${`0 0 ${CHART_GAMES * 8} 40`} role="img" aria-label=${label}>
    <line x1="0" x2=${CHART_GAMES * 8} y1=${base} y2=${base} class="base"/>
    ${shown.map((g, i) => {
      const h = Math.max(1, (36 * Math.abs(g.score)) / span);
      return svg`<rect x=${i * 8 + 1} y=${g.score >= 0 ? base - h : base} width="6" height=${h}
        class=${g.won ? "won" : "lost"}><title>${score(g.score)}</title></rect>`;
    })}
  </svg><p class="stats-note">${label}</p>`;
}

/** @param {Group} g @param {import("../table/types.js").Game[]} catalogue */
function groupCard(g, catalogue) {
  const game = catalogue.find((v) => v.id === g.game);
  const n = g.games.length;
  const wins = g.games.filter((r) => r.won).length;
  const runs = streaks(g.games);
  const called = g.games.reduce((a, r) => a + r.called, 0);
  const made = g.games.reduce((a, r) => a + r.made, 0);
  const none = "\u2014";
  /** @type {[string, string, string?][]} */
  const rows = [
    [WORDS.statsGames, String(n)],
    [WORDS.statsWins, n ? t("stats-wins-value", { wins, percent: Math.round((100 * wins) / n) }) : none],
    [WORDS.statsAverage, n ? decimal(g.games.reduce((a, r) => a + r.score, 0) / n, 1) : none],
    [WORDS.statsBest, n ? score(Math.max(...g.games.map((r) => r.score))) : none],
    [WORDS.statsStreak, String(runs.now)],
    [WORDS.statsBestStreak, String(runs.best)],
  ];
  if (called) rows.push([WORDS.statsContracts, t("stats-contracts-value", { made, called })]);
  rows.push([WORDS.statsCost, g.decisions ? decimal(g.cost / g.decisions, 2) : none, WORDS.statsCostHelp]);
  return html`<section class="stats-game" data-game=${g.game}>
    <h3>${game ? gameTitle(game) : g.game}</h3>
    <p class="stats-options">${optionSetText(game, g.options)}</p>
    <dl>${rows.map(([name, value, help]) => html`<div data-stat>
      <dt>${name}</dt><dd>${value}</dd>${help ? html`<dd class="stats-note">${help}</dd>` : nothing}</div>`)}</dl>
    ${chart(g.games)}
    ${g.practice ? html`<p class="stats-note" data-practice>${t("stats-practice", { n: g.practice })}</p>` : nothing}
    ${g.putBack ? html`<p class="stats-note" data-put-back>${t("stats-put-back", { n: g.putBack })}</p>` : nothing}
  </section>`;
}

/** The Statistics screen (#stats-dialog in index.html): `catalogue()` gives the games as the
 * engine describes them (titles, options); `say(text, kind)` tells the player something.
 * @param {{catalogue: () => import("../table/types.js").Game[], say: (text: string, kind?: string) => void}} hooks */
export function setupStats({ catalogue, say }) {
  const dialog = /** @type {HTMLDialogElement} */ ($("stats-dialog"));

  const draw = () => {
    const groups = summaries();
    render(groups.length ? groups.map((g) => groupCard(g, catalogue()))
      : html`<p>${WORDS.statsEmpty}</p>`, $("stats-body"));
  };
  $("btn-stats").addEventListener("click", () => {
    $("stats-confirm").hidden = true;
    $("stats-status").textContent = "";
    draw();
    dialog.showModal();
  });
  $("stats-close").addEventListener("click", () => dialog.close());
  $("stats-reset").addEventListener("click", () => {
    $("stats-confirm").hidden = false;
    $("stats-reset-no").focus();
  });
  $("stats-reset-no").addEventListener("click", () => { $("stats-confirm").hidden = true; });
  $("stats-reset-yes").addEventListener("click", () => {
    removeEntries(RESULT, COST);
    $("stats-confirm").hidden = true;
    $("stats-status").textContent = WORDS.statsDeleted;
    draw();
  });
  $("stats-export").addEventListener("click", () => exportStats());
  // Another tab finished a game or reset the statistics: show what is kept now.
  addEventListener("storage", (event) => {
    if (dialog.open && (event.key === null || event.key.startsWith(RESULT) || event.key.startsWith(COST))) draw();
  });
  return { recordFinished: (/** @type {import("../table/types.js").Reply} */ reply) => recordFinished(reply) || say(WORDS.statsNotSaved, "error") };
}

/** Download every kept entry as one JSON file. */
function exportStats() {
  const data = {
    format: "tricktable-statistics", version: 1, exported: new Date().toISOString(),
    games: readEntries(RESULT).map((e) => e.value).filter(isResult),
    reviews: readEntries(COST).map((e) => e.value).filter(isCost),
  };
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "tricktable-statistics.json";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
