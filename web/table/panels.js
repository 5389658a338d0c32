// @ts-check
// The panels over the table, as the engine words them: a deal's result, its end called out,
// the game over, the score sheet (also the sheet dialog's), and the review's buttons on them.
import { html, nothing } from "../vendor/lit-html-3.3.3/lit-html.js";
import { suitSymbol } from "../services/cardnames.js";
import * as T from "../services/text.js";

/** @typedef {import("./types.js").View} View @typedef {import("./types.js").Say} Say
 * @typedef {import("./state.js").UIState} UIState
 * @typedef {import("./types.js").Handlers} Handlers
 * @typedef {import("./render.js").Shown} Shown */

/** A cell of a table the engine words: words, or a number printed as a score. */
/** @param {View} view @param {Say | number} c */
const cell = (view, c) => (Array.isArray(c) ? T.said(view, c) : T.score(c));

/** The panel at the end of a deal, as the engine words it (the frame's `result`): the
 * contract, who declared it, the multiplier, a row per side, the target.
 * @param {Shown} state @param {() => void} onNext @param {(() => void) | "" | null} onReview */
export function dealResult(state, onNext, onReview) {
  const e = state.result;
  if (!e) return nothing;
  const view = state.view;
  const p = e.panel;
  return html`<section class="deal-result" data-deal-result aria-labelledby="result-title">
    <h2 id="result-title">${T.result.title(e.deal)}${practiceMark(state)}</h2>
    ${p ? html`<p>${p.contract ? html`<strong>${T.said(view, p.contract)}${p.trump ? ` ${suitSymbol(p.trump)}` : ""}</strong>
      · ${T.said(view, p.by)}` : nothing}
      ${p.multiplier > 1 ? html` · ${T.result.multiplier(p.multiplier)}` : nothing}</p>
    <table>
      <thead><tr>${p.head.map((h) => html`<th scope="col">${T.said(view, h)}</th>`)}</tr></thead>
      <tbody>${p.rows.map((r) => html`<tr>${r.map((c, i) => (i ? html`<td>${cell(view, c)}</td>`
        : html`<th scope="row">${cell(view, c)}</th>`))}</tr>`)}</tbody>
    </table>
    ${p.draw ? html`<p>${T.result.draw()}</p>` : nothing}` : nothing}
    ${view.target ? html`<p>${T.WORDS.target(view.target)}</p>` : nothing}
    <p class="row"><button type="button" id="btn-next" class="primary" @click=${onNext}>${e.final ? T.WORDS.seeResult : T.WORDS.nextDeal}</button>
      ${reviewButton(onReview, "btn-review", T.WORDS.review)}</p>
  </section>`;
}

// --- the post-deal review's buttons (web/review.js draws the review), once the ---
// --- table holds the game's save (a friend's at a live table: once the game is over) ---
/** @param {(() => void) | "" | null} onReview @param {string} id @param {string} label */
const reviewButton = (onReview, id, label) => (onReview
  ? html`<button type="button" id=${id} title=${T.WORDS.reviewHelp} @click=${onReview}>${label}</button>` : nothing);

/** A deal's end called out before its result: the side that gained most, its gain (the
 * game's winners after the last deal), with a few sparks when it is the player's side.
 * @param {Shown} state */
export function dealMoment(state) {
  const m = state.moment;
  if (!m) return nothing;
  const view = state.view;
  const words = view.over ? T.winnersText(view) : `${T.sideName(view, m.side)} ${m.gain >= 0 ? "+" : ""}${T.score(m.gain)}`;
  return html`<p class="moment" data-mine=${m.mine ? "true" : nothing} role="status">${words}${m.mine
    ? html`<span class="sparks" aria-hidden="true">${[...Array(8).keys()].map(() => html`<i></i>`)}</span>` : nothing}</p>`;
}

/** The score sheet: a column per side, a row per deal with its contract and declarer. A
 * link's opening may hold only its last row (linkopening.js): the earlier ones come with
 * the engine's view, and a line says so meanwhile. @param {View | null} view */
export function sheetTable(view) {
  if (!view || !view.sheet_say.length) return html`<p>${T.WORDS.noDeal}</p>`;
  const coming = view.sheet_say[0].deal > 0;
  return html`<table class="sheet">
    <thead><tr><th scope="col">${T.WORDS.deal}</th><th scope="col">${T.WORDS.contract}</th>
      ${view.strip.map(({ side }) => html`<th scope="col">${T.sideName(view, side)}</th>`)}</tr></thead>
    <tbody>${coming ? html`<tr class="coming" data-sheet-coming><td colspan=${2 + view.strip.length}>${T.WORDS.sheetComing}</td></tr>` : nothing}
    ${view.sheet_say.map((r) => html`<tr>
      <th scope="row">${r.deal + 1}</th>
      <td>${r.contract ? T.said(view, r.contract) : ""}${r.declarer !== null
        ? html`<br><small>${T.positionName(view, r.declarer)}</small>` : nothing}${r.multiplier > 1 ? ` ×${r.multiplier}` : ""}</td>
      ${r.cells.map((c) => html`<td><span class="change">${T.said(view, c.change)}</span>
        <strong>${T.score(c.total)}</strong></td>`)}</tr>`)}</tbody>
  </table>`;
}

/** The mark of a game where a move was taken back (the engine's word): its results are
 * practice, and say so where they are shown. @param {UIState} state */
const practiceMark = (state) => (state.practice
  ? html` <span class="practice-mark" data-practice title=${T.WORDS.practiceHelp}>${T.WORDS.practiceMark}</span>` : nothing);

/** @param {Shown} state @param {Handlers} handlers */
export function over(state, handlers) {
  const view = state.view;
  if (!view.over || state.result) return nothing;
  return html`<section class="over" aria-labelledby="winners">
    <h2 id="winners">${T.winnersText(view)}${practiceMark(state)}</h2>
    <p>${T.said(view, view.end_say)}</p>
    <ul id="final-scores">${view.result?.scores.map((s, i) => html`<li data-side=${i}><span>${T.sideName(view, i)}</span> <strong class="score">${T.score(s)}</strong></li>`)}</ul>
    ${sheetTable(view)}
    <p class="row">
      ${handlers.playAgain ? html`<button type="button" id="btn-again" class="primary" aria-describedby="again-help"
        @click=${handlers.playAgain}>${T.WORDS.playAgain}</button>
      <small id="again-help">${T.WORDS.playAgainHelp}</small>` : nothing}
      <button type="button" id="btn-over-new" @click=${handlers.newGame}>${T.WORDS.newGame}</button>
      ${reviewButton(state.save && handlers.review, "btn-over-review", T.WORDS.reviewLastDeal)}
    </p>
  </section>`;
}
