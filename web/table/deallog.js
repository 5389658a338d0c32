// @ts-check
// The deal log: each trick a row of small cards in the order played (who led, who won, its
// card points), each call or exchange a short line in the engine's words. The engine builds
// it (py/tricktable/deal_log.py): the deal in play comes with every view, the earlier deals
// on request, so a move taken back leaves the log with the state it made. Drawn beside the
// table on a wide screen and in a sheet opened from the bar on a phone.
import { html, nothing } from "../vendor/lit-html-3.3.3/lit-html.js";
import { cardFace } from "./cards.js";
import * as T from "../services/text.js";

/** @typedef {import("./types.js").View} View */
/** @typedef {import("./types.js").DealLog} DealLog */

/** One trick: its number, the cards as played (the winner's marked), and the caption.
 * @param {View} view @param {import("./types.js").LogTrick} row @param {number} n */
function trickRow(view, row, n) {
  const done = row.winner !== null;
  return html`<li class="log-trick" data-log-trick aria-label=${T.logTrickNumber(n)}>
    <span class="log-n" aria-hidden="true">${n}</span>
    <span class="log-cards">${row.cards.map((c) => html`<span class="card face" role="img"
      aria-label=${T.said(view, ["n-play", c])} data-log-card=${c.card}
      data-winner=${done && c.seat === row.winner ? "true" : nothing}>${cardFace(c.card)}</span>`)}</span>
    <span class="log-caption">${T.logCaption(view, row)}</span>
  </li>`;
}

/** A deal's entries in order, tricks numbered from the first. @param {View} view @param {DealLog} deal */
function entries(view, deal) {
  let n = 0;
  return deal.entries.map((e) => ("cards" in e ? trickRow(view, e, ++n)
    : html`<li class="log-line">${T.said(view, e.say)}</li>`));
}

/** @param {View} view */
function thisDeal(view) {
  const deal = view.log;
  // none: a link's opening left it out (linkopening.js), and the engine's view brings it
  if (!deal) return html`<p class="log-empty" data-log-coming>${T.WORDS.logComing}</p>`;
  if (!deal.entries.length) return html`<p class="log-empty">${T.WORDS.logEmpty}</p>`;
  // It scrolls: focusable, so a keyboard can scroll it too. It keeps the newest entry in
  // sight by its style alone (.log-follow): no script reads its height after each trick.
  return html`<div class="log-scroll log-follow" tabindex="0"><ol class="log-list">${entries(view, deal)}</ol></div>`;
}

/** The game's deals before the one in play, newest first, each opened with a tap.
 * @param {View} view @param {DealLog[] | null} deals */
function earlierDeals(view, deals) {
  if (!deals) return html`<p class="log-empty">${T.WORDS.logLoading}</p>`;
  const done = deals.filter((d) => d.deal < view.deal).reverse();
  if (!done.length) return html`<p class="log-empty" data-log-none>${T.WORDS.logNoPast}</p>`;
  return html`<div class="log-list log-scroll">${done.map((d, i) => html`<details class="log-deal" ?open=${i === 0}>
    <summary>${T.logDealTitle(view, d)}</summary><ol>${entries(view, d)}</ol></details>`)}</div>`;
}

/** The panel: this deal, or the earlier deals of the game (`state.logTab`: "now", "past";
 * `state.pastLogs`: the engine's logs of the game's deals, null while they load).
 * @param {import("./state.js").UIState & {view: View}} state @param {{logTab: (tab: string) => void}} handlers */
export function logPanel(state, handlers) {
  const view = state.view;
  const past = state.logTab === "past";
  return html`<section class="deal-log" aria-label=${T.WORDS.logTitle}>
    <h2 class="log-head">${T.WORDS.logTitle}</h2>
    <div class="log-tabs" role="group">
      <button type="button" data-log-tab="now" aria-pressed=${String(!past)}
        @click=${() => handlers.logTab("now")}>${T.WORDS.logThisDeal}</button>
      <button type="button" data-log-tab="past" aria-pressed=${String(past)}
        @click=${() => handlers.logTab("past")}>${T.WORDS.logPastDeals}</button>
    </div>
    ${past ? earlierDeals(view, state.pastLogs) : thisDeal(view)}
  </section>`;
}
