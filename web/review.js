// @ts-check
// The post-deal review: a finished deal replayed with every hand open, move by move, and
// each of the player's decisions judged by the engine's search (py/tricktable/session/review.py),
// from what the player knew then. The worker judges one decision per request, so the page
// stays responsive, shows progress and can stop between two; the game on the table is
// untouched (the engine replays its own copy from the save).
import { html, nothing, render } from "./vendor/lit-html-3.3.3/lit-html.js";
import { cardName } from "./services/cardnames.js";
import { cardFace } from "./table/cards.js";
import { area } from "./table/render.js";
import { shortLink } from "./services/share.js";
import { recordReviewCosts } from "./services/stats.js";
import { WORDS, errorText, language, positionName, said, t } from "./services/text.js";

/** @typedef {import("./table/types.js").View} View */
/** @typedef {import("./table/types.js").ReviewStep} Step */
/** @typedef {import("./table/types.js").Judgement} Judgement */
/** The game a review is of, for its statistics (stats.js).
 * @typedef {{config: import("./table/types.js").GameConfig, human_seat: number, level: string}} ReviewGame */

/**
 * A review on show.
 * @typedef {object} Review
 * @property {import("./transport/transport.js").Transport} client
 * @property {string} save
 * @property {number} seat
 * @property {ReviewGame | null} game  none: one opened from a link
 * @property {number | null} deal
 * @property {import("./table/types.js").ReviewOutline | null} outline
 * @property {View | null} view
 * @property {Map<number, Judgement>} judged  by move
 * @property {number} step
 * @property {boolean} stopped
 * @property {boolean} finished
 * @property {string | null} error
 * @property {string} link
 * @property {string} linkSaid
 */
/** A review once its outline has come (and the view made from it).
 * @typedef {Review & {outline: import("./table/types.js").ReviewOutline, view: View}} Outlined */

/** @type {HTMLDialogElement | null} */
let dialog = null;
/** @type {Review | null} */
let current = null;  // the review on show

/** The dialog the review draws into, made once (the pages' HTML has no place for it). */
function dialogElement() {
  if (dialog) return dialog;
  const made = document.createElement("dialog");
  dialog = made;
  dialog.id = "review-dialog";
  dialog.className = "review";
  dialog.setAttribute("aria-labelledby", "review-title");
  dialog.addEventListener("keydown", onKey);
  // The close event comes a task after close(): a review opened again in between (Close,
  // then Review at once) has the dialog open by then, and must not be stopped by it.
  dialog.addEventListener("close", () => {
    if (made.open) return;
    if (current) current.stopped = true;
    current = null;
  });
  document.body.append(dialog);
  return dialog;
}

/**
 * Open the review of `deal` (from 0; null: the last one over, as a link gives it) of the
 * game in `save`, for the player at `seat`; the deals before it can be chosen too.
 * @param {{client: import("./transport/transport.js").Transport, save: string, seat: number, deal?: number | null,
 *   game?: ReviewGame | null}} what
 */
export function openReview({ client, save, seat, deal = null, game = null }) {
  if (current) current.stopped = true;
  dialogElement().showModal();
  start({ client, save, seat, game }, deal);
}

/** @param {{client: Review["client"], save: string, seat: number, game: ReviewGame | null}} base @param {number | null} deal */
async function start(base, deal) {
  const { client, save, seat, game } = base;  // a review of another deal starts afresh
  /** @type {Review} */
  const review = { client, save, seat, game, deal, outline: null, view: null, judged: new Map(), step: 0, stopped: false,
    finished: false, error: null, link: "", linkSaid: "" };
  if (current) current.stopped = true;
  current = review;
  draw();
  try {
    /** @type {import("./table/types.js").ReviewOutline} */
    const outline = await review.client.call("review", { save: review.save, human_seat: review.seat, deal });
    review.outline = outline;
    if (current !== review) return;
    review.deal = outline.deal;
    // Who is who comes with the outline (the game's facts), so a review needs no game on the table.
    // What a view's names and areas read: the reviewer's seat, and the positions it plays
    // (none would be someone who watches: text.js names the seats from there).
    const controls = (outline.facts.controllers ?? []).flatMap((c, pos) => (c === review.seat ? [pos] : []));
    review.view = /** @type {View} */ ({ ...outline.facts, seat: review.seat, controls });
    const params = { save: review.save, human_seat: review.seat, deal: review.deal };
    draw();
    /** @type {HTMLElement | null | undefined} */ (dialog?.querySelector(".review-nav button[data-go='next']"))?.focus();
    for (let i = 0; i < outline.decisions.length && !review.stopped; i++) {
      /** @type {Judgement} */
      const judged = await review.client.call("review", { ...params, decision: i });
      review.judged.set(judged.move, judged);
      if (current === review) draw();
    }
    keepCosts(review);
  } catch (err) {
    review.error = errorText(err);
  }
  review.finished = true;
  if (current === review) draw();
}

/** A whole review of the player's own game (not one opened from a link) gives the
 * statistics what its decisions cost (stats.js: the average cost per decision).
 * @param {Review} r */
function keepCosts(r) {
  const all = r.outline?.decisions.length;
  if (!r.game || r.deal === null || r.stopped || !all || r.judged.size !== all) return;
  recordReviewCosts(r.game, r.deal, [...r.judged.values()].map((j) => j.cost));
}

/** Step `to` (a step's index), kept within the deal. @param {number} to */
function go(to) {
  if (!current?.outline) return;
  const { steps } = current.outline;
  current.step = Math.max(0, Math.min(steps.length - 1, to));
  draw();
}

/** The next (dir 1) or previous (-1) step of review `r` (the one on show) that is one of
 * the player's decisions. @param {Outlined} r @param {number} dir */
function decisionStep(r, dir) {
  const { steps } = r.outline;
  for (let i = r.step + dir; i >= 0 && i < steps.length; i += dir) if (steps[i].decision) return i;
  return r.step;
}

/** @param {KeyboardEvent} event */
function onKey(event) {
  if (!current?.outline || /** @type {Element} */ (event.target).matches("select")) return;
  const r = /** @type {Outlined} */ (current);
  /** @type {Record<string, number>} */
  const moves = { ArrowRight: r.step + 1, ArrowLeft: r.step - 1, Home: 0,
    End: r.outline.steps.length - 1, ArrowDown: decisionStep(r, 1), ArrowUp: decisionStep(r, -1) };
  if (!(event.key in moves)) return;
  event.preventDefault();
  go(moves[event.key]);
}

// --- words ---------------------------------------------------------------------------

/** An amount in the deal's unit, to two decimals below 10 (a cost just under a threshold
 * must not print as the threshold itself), one above. */
const amount = (/** @type {number} */ n, /** @type {string} */ unit) => t("review-amount", { n: Math.abs(n) < 10 ? Math.round(n * 100) / 100 : Math.round(n * 10) / 10, unit });
const verdictWord = (/** @type {string} */ verdict) => t("review-verdict", { verdict });

/** A step's line: who did what ("West: Play the seven of hearts"). @param {Outlined} r @param {Step} step */
const stepLine = (r, step) => (step.move === null ? t("review-start")
  : t("review-step", { who: positionName(r.view, /** @type {number} */ (step.position)), what: said(r.view, step.say) }));

/** @param {Review} r */
function status(r) {
  if (r.error) return html`<p class="review-status" role="alert">${t("review-failed", { why: r.error })}</p>`;
  if (!r.outline) return html`<p class="review-status" role="status">${t("review-loading")}</p>`;
  const total = r.outline.decisions.length;
  const done = r.judged.size;
  if (!r.finished) {
    return html`<p class="review-status" role="status">${t("review-analysing", { done, total })}
      <progress max=${total} .value=${done}></progress>
      <button type="button" id="review-stop" @click=${() => { r.stopped = true; draw(); }}>${t("review-stop")}</button></p>`;
  }
  if (done < total) return html`<p class="review-status" role="status">${t("review-stopped", { done, total })}</p>`;
  const count = (/** @type {string} */ v) => [...r.judged.values()].filter((j) => j.verdict === v).length;
  return html`<p class="review-status" role="status">${t("review-done", { total, good: count("good"),
    inaccuracy: count("inaccuracy"), mistake: count("mistake") })}</p>`;
}

/** @param {Outlined} r */
function scale(r) {
  const { thresholds, unit } = r.outline;
  return html`<p class="review-scale" data-review-scale>${t("review-scale")}
    <span class="verdict" data-verdict="good">${verdictWord("good")}</span> ${t("review-under", { n: amount(thresholds.inaccuracy, unit) })}
    · <span class="verdict" data-verdict="inaccuracy">${verdictWord("inaccuracy")}</span> ${t("review-from", { n: amount(thresholds.inaccuracy, unit) })}
    · <span class="verdict" data-verdict="mistake">${verdictWord("mistake")}</span> ${t("review-from", { n: amount(thresholds.mistake, unit) })}</p>`;
}

// --- the open table -------------------------------------------------------------------

/** @param {string} code @param {string | typeof nothing} [mark] */
const mini = (code, mark = nothing) => html`<span class="card review-card" role="img" aria-label=${cardName(code)}
  data-card=${code} data-mark=${mark} data-verdict=${mark}>${cardFace(code)}</span>`;

/** The cards of `pos` on show at `step`: at the player's card decision, the hand it chose
 * from, its card marked with the verdict and the search's best card marked "best".
 * @param {Outlined} r @param {Step} step @param {number} pos @param {Judgement | null | undefined} judged */
function seatCards(r, step, pos, judged) {
  if (!step.decision || step.action?.type !== "play" || pos !== step.position) return step.hands[pos].map((c) => mini(c));
  const best = judged && judged.best.type === "play" ? judged.best.card : null;
  return r.outline.steps[r.step - 1].hands[pos].map((c) => mini(c, c === step.action?.card
    ? (judged ? judged.verdict : "pending") : c === best ? "best" : nothing));
}

/** @param {Outlined} r */
function board(r) {
  const step = r.outline.steps[r.step];
  const view = r.view;
  const judged = step.decision ? r.judged.get(/** @type {number} */ (step.move)) : null;  // a decision is a move
  return html`<div class="review-board" data-positions=${r.outline.positions}>
    ${step.hands.map((_, pos) => {
      const cards = seatCards(r, step, pos, judged);
      return html`<section class="review-seat" data-area=${area(view, pos)}>
        <h3>${positionName(r.view, pos)}</h3>
        <div class="review-hand">${cards.length ? cards : html`<span class="review-empty">—</span>`}</div>
      </section>`;
    })}
    <div class="review-trick" role="group" aria-label=${WORDS.currentTrick}>
      ${step.trick.map((p) => html`<span class="played" data-area=${area(view, p.seat)}>${mini(p.card,
        p.card === step.action?.card && step.decision ? (judged ? judged.verdict : "pending") : nothing)}</span>`)}
      ${step.winner !== null ? html`<p class="review-winner">${t("review-takes", { who: positionName(r.view, step.winner),
        self: r.view.controllers[step.winner] === r.seat && !r.view.dummies.includes(step.winner) ? "you" : "one" })}</p>` : nothing}
    </div>
    ${step.stock.length ? html`<section class="review-stock"><h3>${t("review-stock")}</h3>
      <div class="review-hand">${step.stock.map((c) => mini(c))}</div></section>` : nothing}
  </div>`;
}

/** What the step shows about the player's decision: the verdict, the best choice, the cost.
 * @param {Outlined} r @param {Step} step */
function judgement(r, step) {
  if (!step.decision) return nothing;
  const j = r.judged.get(/** @type {number} */ (step.move));
  if (!j) return html`<p class="review-judgement" data-verdict="pending">${t("review-pending")}</p>`;
  const unit = r.outline.unit;
  if (j.forced) return html`<p class="review-judgement" data-verdict="good">${t("review-forced")}</p>`;
  return html`<div class="review-judgement" data-verdict=${j.verdict}>
    <p><strong class="verdict" data-verdict=${j.verdict}>${verdictWord(j.verdict)}</strong>
      ${t("review-best", { what: said(r.view, j.best_say) })} · ${t("review-cost", { n: amount(j.cost, unit) })}</p>
    <details><summary>${t("review-values")}</summary><ol class="review-values">
      ${j.values.map((v) => html`<li>${said(r.view, v.say)}: <strong>${amount(v.value, unit)}</strong></li>`)}</ol></details>
  </div>`;
}

/** @param {Outlined} r */
function decisionsList(r) {
  const { steps } = r.outline;
  const items = steps.map((s, i) => /** @type {[Step, number]} */ ([s, i])).filter(([s]) => s.decision);
  if (!items.length) return nothing;
  return html`<h3 class="review-list-title">${t("review-decisions")}</h3><ol class="review-list">
    ${items.map(([s, i]) => {
      const j = r.judged.get(/** @type {number} */ (s.move));
      const verdict = j ? j.verdict : "pending";
      return html`<li data-verdict=${verdict} data-move=${s.move}><button type="button" aria-current=${i === r.step ? "step" : nothing}
        @click=${() => go(i)}>${said(r.view, s.say)}</button>
        <span class="verdict" data-verdict=${verdict}>${j ? verdictWord(verdict) : t("review-pending")}</span>
        ${j && !j.forced && j.verdict !== "good" ? html`<span class="review-best">${t("review-best", { what: said(r.view, j.best_say) })}
          · ${amount(j.cost, r.outline.unit)}</span>` : nothing}
        ${j && j.verdict === "good" ? html`<span class="review-best visually-hidden">${t("review-best", { what: said(r.view, j.best_say) })}</span>` : nothing}
      </li>`;
    })}</ol>`;
}

/** @param {Outlined} r */
function nav(r) {
  const last = r.outline.steps.length - 1;
  /** @param {string} go_ @param {string} label @param {number} to @param {boolean} disabled */
  const button = (go_, label, to, disabled) => html`<button type="button" data-go=${go_} ?disabled=${disabled}
    @click=${() => go(to)}>${label}</button>`;
  return html`<div class="review-nav" role="group" aria-label=${t("review-keys")}>
    ${button("first", t("review-first"), 0, r.step === 0)}
    ${button("prev-decision", t("review-prev-decision"), decisionStep(r, -1), decisionStep(r, -1) === r.step)}
    ${button("prev", t("review-prev"), r.step - 1, r.step === 0)}
    ${button("next", t("review-next"), r.step + 1, r.step === last)}
    ${button("next-decision", t("review-next-decision"), decisionStep(r, 1), decisionStep(r, 1) === r.step)}
    ${button("last", t("review-last"), last, r.step === last)}
  </div>`;
}

/** The deals of the game up to this one, to review another. @param {Review} r */
function dealChoice(r) {
  if (!r.outline || r.outline.deal < 1) return nothing;
  return html`<label class="review-deal">${t("review-deal-choice")}
    <select @change=${(/** @type {Event} */ e) => start(r, Number(/** @type {HTMLSelectElement} */ (e.target).value))}>
      ${[...Array(r.outline.deal + 1).keys()].map((d) => html`<option value=${d} ?selected=${d === r.deal}>${d + 1}</option>`)}
    </select></label>`;
}

/** A short link to this review (the engine's make_link): the game up to the end of the
 * deal, which the receiver's engine judges again. @param {Outlined} r */
async function share(r) {
  const steps = r.outline.steps;
  try {
    const { code } = await r.client.call("make_link", { save: r.save, moves: (steps[steps.length - 1].move ?? 0) + 1,
      human_seat: r.seat, level: r.game?.level ?? "hard", lang: language(), kind: "review" });
    r.link = shortLink(code);
  } catch (err) {
    r.linkSaid = errorText(err);
    return draw();
  }
  draw();
  try {
    await navigator.clipboard.writeText(r.link);
    r.linkSaid = t("review-link-copied");
  } catch {
    r.linkSaid = t("review-link-copy");
  }
  draw();
}

/** @param {Outlined} r */
function shareBox(r) {
  return html`<p class="review-share"><button type="button" id="review-share" @click=${() => share(r)}>${t("review-share")}</button>
    ${r.link ? html`<input id="review-link" readonly .value=${r.link} aria-label=${t("review-share")}>
      <small role="status">${r.linkSaid || ""}</small>` : nothing}</p>`;
}

/** @param {Review} r */
function template(r) {
  const outlined = r.outline ? /** @type {Outlined} */ (r) : null;  // its view comes with its outline
  return html`<header class="review-head">
      <h2 id="review-title">${r.deal === null ? t("review") : t("review-title", { deal: r.deal + 1 })}</h2>
      ${dealChoice(r)}
      <button type="button" id="review-close" @click=${() => dialog?.close()}>${WORDS.close}</button>
    </header>
    ${status(r)}
    ${outlined ? outlinedParts(outlined) : nothing}`;
}

/** The review's table, step and decisions, once its outline has come. @param {Outlined} r */
function outlinedParts(r) {
  const step = r.outline.steps[r.step];
  return html`${scale(r)}
      ${board(r)}
      <div class="review-move" aria-live="polite">
        <p>${r.step ? html`<span class="review-count">${t("review-move", { n: r.step, total: r.outline.steps.length - 1 })}</span>` : nothing}
          ${stepLine(r, step)}</p>
        ${judgement(r, step)}
      </div>
      ${nav(r)}
      <p class="review-keys"><small>${t("review-keys")}</small></p>
      ${decisionsList(r)}
      ${shareBox(r)}`;
}

function draw() {
  if (current && dialog) render(template(current), dialog);
}
