// @ts-check
// The board as lit-html templates. lit updates only what changed and keeps each card's
// node (keyed by its code), so focus survives a move and a new trick card can animate in.
import { html, nothing, render as litRender } from "../vendor/lit-html-3.3.3/lit-html.js";
import { repeat } from "../vendor/lit-html-3.3.3/directives/repeat.js";
import { ref } from "../vendor/lit-html-3.3.3/directives/ref.js";
import { cardName, suitSymbol } from "../services/cardnames.js";
import { cardFace, redrawFaces } from "./cards.js";
import { logPanel } from "./deallog.js";
import { handSize, perRow, placeInFan, roomOf, setVar } from "./layout.js";
import { dealMoment, dealResult, over, sheetTable } from "./panels.js";
import * as T from "../services/text.js";

/** @typedef {import("./types.js").View} View @typedef {import("./types.js").Say} Say
 * @typedef {import("./state.js").UIState} UIState
 * @typedef {import("./types.js").Handlers} Handlers
 * @typedef {import("../vendor/lit-html-3.3.3/lit-html.js").TemplateResult} TemplateResult */
/** The state of a table on show: it has a view.
 * @typedef {UIState & {view: View}} Shown */

/** @type {Record<number, string[]>} */
const AREAS = {
 2: ["bottom", "top"], 3: ["bottom", "left", "right"], 4: ["bottom", "left", "top", "right"] };
/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));


/** Where a position sits as the human sees the table.
 * @param {{positions: number, seat: number}} view @param {number} pos */
export function area(view, pos) {
  return AREAS[view.positions][(pos - view.seat + view.positions) % view.positions];
}

const legalCards = (/** @type {View} */ view) => new Set(view.legal.filter((a) => a.type === "play").map((a) => a.card));
/** Whether the human decides now: the view says so and the page takes a decision (no
 * request or animation under way). Every "your turn" cue waits for this, so none shows
 * before a tap counts. @param {Shown} state */
const myDecision = (state) => state.view.to_move === state.view.seat && !T.watching(state.view) && !state.busy;
/** How a legal action asks for cards of the hand to be picked (an exchange), if one does.
 * @param {View} view */
export const pickOf = (view) => view.legal_say.find((w) => w.pick)?.pick ?? null;

/** A card of the human's: playable, greyed (still focusable, says why) or selectable.
 * @param {UIState} state @param {string} code
 * @param {{playable: boolean, selecting?: boolean, place?: (el: Element | undefined) => void}} how */
function handCard(state, code, { playable, selecting, place }) {
  const isDrawn = state.drawn.includes(code);
  const marks = `${state.hint?.includes(code) ? "hinted" : ""} ${isDrawn ? "drawn" : ""}`;
  const drawn = (/** @type {string} */ label) => (isDrawn ? T.t("card-drawn", { label }) : label);
  if (selecting) {
    const on = state.selected.includes(code);
    return html`<button type="button" class="card ${marks}" data-card=${code} data-kind="select" ${ref(place)}
      aria-pressed=${String(on)}>${cardFace(code)}${named(drawn(T.selectLabel(code)))}</button>`;
  }
  const raised = playable && state.raised === code;  // "confirm before playing": tapped once
  return html`<button type="button" class="card ${marks} ${raised ? "raised" : ""}" data-card=${code}
    data-kind="play" aria-disabled=${String(!playable)} ${ref(place)}>${cardFace(code)}${named(drawn(raised ? T.WORDS.raisedCard(cardName(code))
      : playable ? cardName(code) : T.illegalLabel(code)))}</button>`;
}

/** A card button's name as its (hidden) text: the drawn corner is not text to compare. */
const named = (/** @type {string} */ label) => html`<span class="visually-hidden">${label}</span>`;

/** A card face up; `label`: its name for a screen reader, the card's own by default.
 * @param {string} code @param {string | typeof nothing} [extra] @param {string} [label] */
const faceCard = (code, extra = nothing, label = cardName(code)) =>
  html`<span class="card face" role="img" aria-label=${label} data-card=${code} data-winner=${extra}>${cardFace(code)}</span>`;

/** Each back's place in its fan, once: one callback a place, so lit never calls it again. */
const BACK_PLACES = [...Array(16).keys()].map((i) => (/** @type {Element | undefined} */ el) => el && setVar(el, "--i", i));

/** An opponent's hand: its backs fanned, one per card (so the fan shrinks as they play),
 * and its count on the top back, for the eye, a pointer's hover and a screen reader. A back
 * is one element, its place (`--i`) written once: a card played changes the fan's `--n`
 * alone, and style.css turns every back from the two.
 * @param {number} count */
function backs(count) {
  const shown = Math.min(count, BACK_PLACES.length);
  return html`<span class="backs" role="img" aria-label=${T.cardCount(count)} title=${T.cardCount(count)}
      ${ref((el) => el && setVar(el, "--n", shown))}>
    ${BACK_PLACES.slice(0, shown).map((place) => html`<span class="card back" ${ref(place)}></span>`)}
    <span class="count" aria-hidden="true">${count}</span></span>`;
}

/** @param {Shown} state @param {number} pos @param {boolean} canPlay @param {Set<string | undefined>} legal */
function layout(state, pos, canPlay, legal) {
  const view = state.view;
  const stacks = view.layouts[pos];
  if (!stacks || !stacks.length) return nothing;
  return html`<div class="layout" role="group" aria-label=${T.layoutLabel(view, pos)}>
    ${stacks.map((s) => html`<span class="stack ${s.down ? "covered" : ""}">${s.up
      ? (canPlay ? handCard(state, s.up, { playable: legal.has(s.up) }) : faceCard(s.up))
      : (s.down ? backs(1) : html`<span class="card empty"></span>`)}</span>`)}</div>`;
}

/** @param {Shown} state @param {number} pos @param {Set<string | undefined>} legal */
function seat(state, pos, legal) {
  const view = state.view;
  const mine = view.controls.includes(pos);
  const canPlay = mine && view.turn === pos && legal.size > 0 && myDecision(state);
  const held = view.hand_counts[pos];
  // The fan says how many (its chip, title and label): the line need not. The seat at the
  // foot (someone watching plays none) has its cards in the hand's place.
  const fanned = !mine && held > 0 && pos !== view.seat;
  const moving = !view.over && view.turn === pos && (!mine || !state.busy);
  // The engine computes this seat's decision now (the worker said so; controller.js).
  const thinking = thinkingSeat(state) === pos;
  // The player plays this seat's face-up cards now (their dummy's, or their own stacks):
  // marked as the cards to play, as the hand is dimmed (hand()).
  // A side seat's stacks fit its width on a short phone (style.css: --room).
  return html`<section class="seat ${moving ? "to-move" : ""}" ${view.layouts[pos]?.length ? ref(roomOf) : nothing}
      data-plays=${canPlay && pos !== view.seat ? "true" : nothing}
      data-thinking=${thinking ? "true" : nothing} data-area=${area(view, pos)} data-position=${pos} aria-label=${T.positionName(view, pos)}>
    <h2>${moving ? html`<span class="turn-mark" aria-hidden="true"></span>` : nothing}${T.positionName(view, pos)}
      ${playerName(state, pos) ? html`<span class="player-name">${playerName(state, pos)}</span>` : nothing}
      ${thinking ? thinkingMark(T.WORDS.seatThinking(T.positionName(view, pos))) : nothing}
      ${view.badges_say[pos].map((b) => html`<span class="badge">${T.said(view, b)}</span>`)}</h2>
    <p class="facts">${view.seats_say[pos].filter((w) => !(fanned && w[0] === "cards"))
      .map((w) => T.said(view, w)).join(" · ")}</p>
    ${fanned ? backs(held) : nothing}
    ${layout(state, pos, canPlay, legal)}
  </section>`;
}

/** At a live table, the name of the person who plays position `pos` (not a dummy's).
 * @param {Shown} state @param {number} pos */
const playerName = (state, pos) => (state.names && !state.view.dummies.includes(pos)
  ? state.names[state.view.controllers[pos]] ?? null : null);

/** The seat whose decision the engine computes now, if the worker said: a dummy's card
 * is its owner's decision, so the owner's own seat. None while a link's opening waits for
 * the engine's word: the engine then plays the moves the opening shows done (games.js).
 * @param {Shown} state */
function thinkingSeat(state) {
  const { view, thinkingAt } = state;
  if (!state.thinking || thinkingAt === null || state.unconfirmed) return null;
  return view.controllers.findIndex((c, p) => c === view.controllers[thinkingAt] && !view.dummies.includes(p));
}

/** Three dots that rise in turn while a computer player decides; still, with reduced motion. */
const thinkingMark = (/** @type {string} */ label) => html`<span class="thinking-mark" role="img" aria-label=${label}>
  <i></i><i></i><i></i></span>`;

/** @param {View} view */
function contractBadge(view) {
  if (view.standing_say) return html`<p class="contract-badge" id="contract">${T.said(view, view.standing_say)}</p>`;
  if (!view.contract_say && view.multiplier <= 1) return nothing;
  const trump = view.trump ? html`<span class="suit suit-${view.trump}" aria-hidden="true">${suitSymbol(view.trump)}</span>` : nothing;
  return html`<p class="contract-badge" id="contract">${trump} ${T.said(view, view.contract_say)}
    ${view.multiplier > 1 ? html`<strong class="mult">${T.multiplierText(view.multiplier)}</strong>` : nothing}</p>`;
}

/** @param {Shown} state */
function trickArea(state) {
  const view = state.view;
  const last = view.last_trick;
  // The trick just taken stays on show (state.taking) until gathered; "Last trick" shows it
  // again, over the next trick's first cards too, until that trick is whole.
  const taking = state.taking && last && !view.trick.length;
  const reviewing = !taking && state.showLast && !!last;
  const shown = (taking || reviewing) && last;  // either: the last trick is there
  const cards = shown
    ? shown.cards.map((card, i) => ({ seat: (shown.leader + i) % view.positions, card }))
    : view.trick;
  const winner = shown ? shown.winner : null;
  const done = winner !== null && winner !== undefined;
  return html`<div class="trick" data-trick data-mode=${reviewing ? "last" : "current"}
      data-gather=${state.gathering && done ? area(view, winner) : nothing}
      role="group" aria-label=${reviewing ? T.WORDS.lastTrick : T.WORDS.currentTrick}>
    ${repeat(cards, (c) => c.card, (c) => html`<span class="played" data-area=${area(view, c.seat)}>
      ${faceCard(c.card, done && c.seat === winner ? "true" : nothing, T.said(view, ["n-play", c]))}
      ${done && c.seat === winner ? html`<span class="wins">${T.winsLabel(view, winner)}</span>` : nothing}
    </span>`)}
  </div>`;
}

/** One fact beside the table, as the engine words it: a line, with the cards it shows
 * or its items (on the line, or as a list under it).
 * @param {View} view @param {import("./types.js").Fact} fact */
function fact(view, { say, cards, items, as }) {
  const words = T.said(view, say);
  if (cards) return html`<li class="cut">${words} ${cards.map((c) => faceCard(c))}</li>`;
  if (as === "list") return html`<li>${words} <ul>${(items ?? []).map((w) => html`<li>${T.said(view, w)}</li>`)}</ul></li>`;
  return html`<li>${words}${items ? ` ${items.map((w) => T.said(view, w)).join(" · ")}` : ""}</li>`;
}

/** @param {View} view */
function facts(view) {
  return html`<section class="game-facts" aria-label=${T.WORDS.facts}><ul>${view.facts_say.map((f) => fact(view, f))}</ul>
    ${view.sheet_say.length && !view.over ? html`<div class="side-sheet" tabindex="0" role="region" aria-label=${T.WORDS.sheet}>${sheetTable(view)}</div>` : nothing}</section>`;
}

/** The strip over the table: the deal counter ("Deal 3 of 12"), the deal of the day's date,
 * the target, and each side's running total (with its plus and minus tallies where the game
 * keeps them). @param {View} view @param {string | null | undefined} daily */
function scoreStrip(view, daily) {
  const deal = view.deal + 1;
  const tally = (/** @type {[number, number] | null} */ t) => (t ? html` <small>+${t[0]} −${t[1]}</small>` : nothing);
  return html`<div class="strip" role="group" aria-label=${T.WORDS.scoreStrip}>
    <span class="chip deal" data-deal-counter>${view.deals ? T.WORDS.dealOf(deal, view.deals) : T.WORDS.dealNumber(deal)}</span>
    ${daily ? html`<span class="chip daily" data-daily>${T.dailyLabel(daily)}</span>` : nothing}
    ${view.target ? html`<span class="chip target">${T.WORDS.target(view.target)}</span>` : nothing}
    ${view.strip.map(({ side, total, tally: t }) => html`<span class="chip side" data-side=${side}>${T.sideName(view, side)}
      <strong>${T.score(total)}</strong>${tally(t)}</span>`)}
  </div>`;
}

/** @param {Shown} state @param {Handlers} handlers */
function controls(state, handlers) {
  const view = state.view;
  if (view.over || state.result) return nothing;
  const mine = myDecision(state);
  /** @type {TemplateResult[]} */
  const buttons = [];
  view.legal.forEach((a, i) => {
    if (!mine || a.type === "play") return;  // cards are played from the hand
    const { label, help, pick } = view.legal_say[i];
    const n = { n: state.selected.length };  // once cards are picked, the pick's own words, with how many
    const words = pick && n.n ? pick : { label, help };
    buttons.push(decision(pick ? a.type : `${a.type}-${i}`, T.said(view, words.label, pick ? n : {}),
      T.said(view, words.help, pick ? n : {}), () => handlers.act(pick ? { ...a, [pick.field]: [...state.selected] } : a), a.type));
  });
  return html`<div id="controls" role="group" aria-label=${T.WORDS.yourDecision}>
    ${buttons}
    <div class="aids">
      ${mine && !state.challenge ? html`<button type="button" id="btn-hint" title=${T.WORDS.hintHelp} @click=${handlers.hint}>${T.WORDS.hint}</button>` : nothing}
      ${state.undo ? html`<button type="button" id="btn-undo" title=${T.WORDS.undoHelp} @click=${handlers.undo}>${T.WORDS.undo}</button>` : nothing}
    </div>
  </div>`;
}

/** A decision's button; its help stays behind a small "?" (still the button's description).
 * @param {string} key @param {string} label @param {string} help @param {() => void} onClick @param {string} [type] */
function decision(key, label, help, onClick, type = key) {
  const id = `help-${key}`;
  return html`<span class="decision"><button type="button" data-action=${type} aria-describedby=${id}
    @click=${onClick}>${label}</button><details class="help"><summary aria-label=${T.WORDS.decisionHelp(label)}>?</summary>
    <small id=${id}>${help}</small></details></span>`;
}

/** @param {Shown} state */
function hand(state) {
  const view = state.view;
  const myTurn = myDecision(state) && !view.over && !state.result;
  const legal = legalCards(view);
  const playing = myTurn && legal.size > 0 && view.turn === view.seat;
  const selecting = myTurn && pickOf(view) !== null;
  const elsewhere = myTurn && legal.size > 0 && view.turn !== view.seat;  // a card of a dummy's is due
  const row = perRow(view.hand.length);  // once a redraw, not once a card
  const cards = !view.hand.length && view.hand_counts[view.seat] ? backs(view.hand_counts[view.seat])
    : repeat(view.hand, (c) => c, (c, i) => handCard(state, c, { playable: playing && legal.has(c), selecting,
      place: (el) => placeInFan(el, i, view.hand.length, row) }));
  return html`<div id="hand" role="group" aria-label=${T.WORDS.yourHand} data-active=${String(playing || selecting)}
    data-elsewhere=${elsewhere ? "true" : nothing} data-dealing=${state.dealing ? "true" : nothing}
    data-from=${area(view, view.dealer)} ${ref((el) => el && handSize(el, view.hand.length, row))}>${cards}</div>`;
}

/** No card of this deal played yet, nor one to play: the trick's place can wait (style.css
 * keeps it small then, so a long decision leaves the hand in view on a phone).
 * @param {View} view @param {Set<string | undefined>} legal */
const beforePlay = (view, legal) => !view.trick.length && !view.last_trick && !legal.size && !view.over;

/** The line over the hand: the engine's prompt; whose decision the engine computes now; or,
 * with "confirm before playing", how to play the card raised. @param {Shown} state */
function promptLine(state) {
  const view = state.view;
  if (state.result) return "";
  const computers = !state.names || state.names.includes(null);  // at a live table, friends' seats are named
  if (state.thinking && computers) {
    if (!state.engineReady) return T.WORDS.engineLoading;
    const seat = thinkingSeat(state);
    return seat !== null ? T.WORDS.seatThinking(T.positionName(view, seat)) : T.WORDS.thinking;
  }
  const mine = view.to_move === view.seat && !T.watching(view);  // someone watching decides nothing
  if (mine && state.busy) return "";
  const waitingFor = view.over || view.to_move === null || mine ? null : state.names?.[view.to_move];
  if (waitingFor) return T.t("live-waiting", { name: waitingFor });
  return state.raised ? T.WORDS.raisedPrompt(cardName(state.raised)) : T.said(view, view.prompt);
}

/** The board of a table on show. @param {Shown} state @param {Handlers} handlers */
export function boardTemplate(state, handlers) {
  const view = state.view;
  const legal = legalCards(view);
  const positions = [...Array(view.positions).keys()];
  return html`
    ${scoreStrip(view, state.challenge?.daily)}
    <div class="table" data-positions=${view.positions} data-result=${state.result ? "true" : nothing}
      data-dealing=${state.dealing ? "true" : nothing}
      data-before-play=${beforePlay(view, legal) ? "true" : nothing}>
      ${positions.map((p) => seat(state, p, legal))}
      <div class="centre">${contractBadge(view)}${trickArea(state)}</div>
      ${dealMoment(state)}
      ${dealResult(state, handlers.next, state.save && handlers.review)}
    </div>
    ${over(state, handlers)}
    <div class="board-side">${facts(view)}${logPanel(state, handlers)}</div>
    <div class="message-slot"></div>
    <p id="prompt">${promptLine(state)}</p>
    ${controls(state, handlers)}
    ${hand(state)}`;
}

/** The player's settings (settings.js) on the page, at once: theme, card size, deck colours.
 * @param {{theme: string, cardSize: string, fourColour: boolean}} look */
export function applyLook({ theme, cardSize, fourColour }) {
  const root = document.documentElement.dataset;
  if (theme === "auto") delete root.theme;
  else root.theme = theme;
  root.cardSize = cardSize;
  if (fourColour) root.fourColour = "true";
  else delete root.fourColour;
  redrawFaces();  // the deck's colours and the theme's edge are drawn into each face
}

/** The page's one place for messages: on a table on show, the felt's line over the prompt
 * (it never covers the score or a seat); else under the bar. The slot holds nothing of lit's,
 * so a redraw leaves the message where it is. */
export function placeMessage() {
  const box = $("message");
  const slot = document.querySelector("#board:not([hidden]) .message-slot") ?? $("message-home");
  if (box && slot && box.parentElement !== slot) slot.append(box);
}

/** Draw the board (and the sheet dialog's table) for the current state.
 * @param {UIState} state @param {Handlers} handlers */
export function render(state, handlers) {
  const view = state.view;
  if (!view) return;
  const onShow = /** @type {Shown} */ (state);  // its view is there
  litRender(boardTemplate(onShow, handlers), $("board"));
  placeMessage();
  litRender(sheetTable(view), $("sheet-body"));
  if (/** @type {HTMLDialogElement | null} */ (document.getElementById("log-dialog"))?.open) litRender(logPanel(onShow, handlers), $("log-body"));  // the phone's sheet (deallog.js)
  /** @type {HTMLButtonElement} */ ($("btn-last")).disabled = !view.last_trick;
  $("btn-last").setAttribute("aria-pressed", String(state.showLast));
}
