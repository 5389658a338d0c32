// The only code that touches the board's DOM. Redraws are batched per animation frame.
import { cardBack, cardFace, cardName } from "./cards.js";
import { actionLabel, contractText, positionName, promptText, sideName } from "./text.js";

const AREAS = { 2: ["bottom", "top"], 3: ["bottom", "left", "right"], 4: ["bottom", "left", "top", "right"] };
const $ = (id) => document.getElementById(id);

let queued = null;

/** Ask for a redraw; several requests in one frame draw once. */
export function scheduleRender(state) {
  if (queued) return;
  queued = requestAnimationFrame(() => {
    queued = null;
    render(state);
  });
}

function area(view, pos) {
  return AREAS[view.positions][(pos - view.seat + view.positions) % view.positions];
}

function cardButton(code, { enabled, pressed = null, label = cardName(code), kind = "play" }) {
  const wrap = document.createElement("span");
  wrap.className = "slot";
  wrap.dataset.cardSlot = code;
  const b = document.createElement("button");
  b.type = "button";
  b.className = "card";
  b.dataset.card = code;
  b.dataset.kind = kind;
  b.setAttribute("aria-label", label);
  if (pressed !== null) b.setAttribute("aria-pressed", String(pressed));
  b.disabled = !enabled;
  b.innerHTML = cardFace(code);
  wrap.append(b);
  return wrap;
}

function faceCard(code) {
  const d = document.createElement("span");
  d.className = "card face";
  d.setAttribute("role", "img");
  d.setAttribute("aria-label", cardName(code));
  d.dataset.card = code;
  d.innerHTML = cardFace(code);
  return d;
}

function backs(count) {
  const d = document.createElement("span");
  d.className = "backs";
  d.setAttribute("aria-label", `${count} card${count === 1 ? "" : "s"}`);
  for (let i = 0; i < Math.min(count, 16); i++) {
    const b = document.createElement("span");
    b.className = "card back";
    b.innerHTML = cardBack();
    d.append(b);
  }
  return d;
}

function legalCards(view) {
  return new Set(view.legal.filter((a) => a.type === "play").map((a) => a.card));
}

function renderSeats(state) {
  const view = state.view;
  const seats = $("seats");
  seats.replaceChildren();
  const legal = legalCards(view);
  for (let pos = 0; pos < view.positions; pos++) {
    const panel = document.createElement("section");
    panel.className = "seat";
    panel.dataset.area = area(view, pos);
    panel.dataset.position = pos;
    if (!view.over && view.turn === pos) panel.classList.add("to-move");
    const head = document.createElement("h2");
    head.textContent = positionName(view, pos);
    const badges = [];
    if (view.dealer === pos) badges.push("dealer");
    if (view.declarer === pos) badges.push("declarer");
    if (view.traded === pos) badges.push("took the Manni");
    for (const b of badges) {
      const s = document.createElement("span");
      s.className = "badge";
      s.textContent = b;
      head.append(" ", s);
    }
    panel.append(head);
    const facts = document.createElement("p");
    facts.className = "facts";
    const tricks = view.tricks[pos];
    const held = view.hand_counts[pos];
    facts.textContent = (held ? `${held} card${held === 1 ? "" : "s"} · ` : "") +
      `${tricks} trick${tricks === 1 ? "" : "s"}` +
      (view.scoring === "card_points" ? ` · ${view.points_won[pos]} points` : "");
    panel.append(facts);
    const isMine = view.controls.includes(pos);
    if (!isMine && view.hand_counts[pos] > 0) panel.append(backs(view.hand_counts[pos]));
    if (view.layouts[pos] && view.layouts[pos].length) {
      const lay = document.createElement("div");
      lay.className = "layout";
      lay.setAttribute("role", "group");
      lay.setAttribute("aria-label", `${positionName(view, pos)}: face-up stacks`);
      view.layouts[pos].forEach((stack) => {
        const st = document.createElement("span");
        st.className = "stack" + (stack.down ? " covered" : "");
        if (stack.up) {
          const playable = isMine && view.turn === pos && view.phase === "play" && view.to_move === view.seat;
          st.append(playable ? cardButton(stack.up, { enabled: legal.has(stack.up) }) : faceCard(stack.up));
        } else if (stack.down) {
          st.append(backs(1));
        }
        lay.append(st);
      });
      panel.append(lay);
    }
    seats.append(panel);
  }
}

function renderCenter(state) {
  const view = state.view;
  const info = $("info");
  info.replaceChildren();
  const lines = [];
  if (view.contract) lines.push(contractText(view));
  if (view.multiplier > 1) lines.push(`×${view.multiplier}`);
  if (view.manni_count) lines.push(`Manni: ${view.manni_count}`);
  const p = document.createElement("p");
  p.id = "contract";
  p.textContent = lines.join(" · ");
  info.append(p);
  if (view.cut_card) {
    const cut = document.createElement("p");
    cut.className = "cut";
    cut.append("Cut card ", faceCard(view.cut_card));
    info.append(cut);
  }
  const trick = $("trick");
  trick.replaceChildren();
  const showing = state.showLast && view.last_trick
    ? view.last_trick.cards.map((card, i) => ({ seat: (view.last_trick.leader + i) % view.positions, card }))
    : view.trick;
  trick.dataset.mode = state.showLast ? "last" : "current";
  trick.setAttribute("aria-label", state.showLast ? "Last trick" : "Current trick");
  for (const { seat, card } of showing) {
    const c = faceCard(card);
    c.dataset.area = area(view, seat);
    trick.append(c);
  }
}

function renderHand(state) {
  const view = state.view;
  const hand = $("hand");
  hand.replaceChildren();
  const myTurn = view.to_move === view.seat && !view.over;
  const legal = legalCards(view);
  const playing = myTurn && view.phase === "play" && view.turn === view.seat;
  const exchanging = myTurn && view.phase === "exchange";
  hand.dataset.active = String(playing || exchanging);
  if (!view.hand.length && view.hand_counts[view.seat]) {
    hand.append(backs(view.hand_counts[view.seat]));
    return;
  }
  for (const code of view.hand) {
    if (exchanging) {
      hand.append(cardButton(code, { enabled: true, pressed: state.selected.has(code), kind: "select" }));
    } else {
      hand.append(cardButton(code, { enabled: playing && legal.has(code) }));
    }
  }
}

function renderControls(state, onAction) {
  const view = state.view;
  const box = $("controls");
  box.replaceChildren();
  if (view.over || view.to_move !== view.seat || view.phase === "play") return;
  if (view.phase === "exchange") {
    const n = state.selected.size;
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.action = "exchange";
    b.textContent = n ? `Exchange ${n} card${n === 1 ? "" : "s"}` : "Keep my hand";
    b.addEventListener("click", () => onAction({ type: "exchange", discard: [...state.selected] }));
    box.append(b);
    return;
  }
  for (const action of view.legal) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.action = action.type;
    b.textContent = actionLabel(view, action);
    b.addEventListener("click", () => onAction(action));
    box.append(b);
  }
}

function renderSummary(state) {
  const box = $("summary");
  const e = state.summary;
  box.hidden = !e;
  if (!e) return;
  const view = state.view;
  const rows = [];
  if (e.points) {
    for (const t of [0, 1]) rows.push([sideName(view, t), `${e.points[t]} points`, `+${e.scores[t]}`]);
    if (e.draw) rows.push(["Draw", "30–30", "next deal doubled"]);
  } else {
    for (let p = 0; p < e.tricks.length; p++)
      rows.push([positionName(view, p), `${e.tricks[p]} tricks`, `+${e.positive[p]} / −${e.negative[p]}`]);
  }
  box.innerHTML = `<h2>Deal ${e.deal + 1}</h2><table><tbody>${rows.map((r) =>
    `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`).join("")}</tbody></table>`;
  const close = document.createElement("button");
  close.type = "button";
  close.id = "summary-close";
  close.textContent = "Close";
  close.addEventListener("click", () => { state.summary = null; render(state); });
  box.append(close);
}

function renderOver(state) {
  const view = state.view;
  const box = $("over");
  box.hidden = !view.over;
  if (!view.over) return;
  const r = view.result;
  const names = r.winners.map((s) => positionName(view, s));
  const unique = [...new Set(names)];
  $("winners").textContent = unique.length
    ? `${unique.join(" and ")} ${unique.length === 1 && unique[0] !== "You" ? "wins" : "win"}!`
    : "Nobody wins: no score is above zero.";
  $("final-scores").innerHTML = r.scores.map((s, i) =>
    `<li data-side="${i}"><span>${sideName(view, i)}</span> <strong class="score">${s}</strong></li>`).join("");
}

export function renderSheet(view) {
  const body = $("sheet-body");
  if (!view || !view.sheet.length) {
    body.textContent = "No deal has been scored yet.";
    return;
  }
  const manille = view.scoring === "card_points";
  const cols = [...new Set(view.teams)];
  const head = `<tr><th>Deal</th><th>Contract</th>${cols.map((i) => `<th>${sideName(view, i)}</th>`).join("")}</tr>`;
  const rows = view.sheet.map((r) => {
    const contract = r.contract ? (r.contract.great ? "Great " : "") + r.contract.name : "";
    const cells = cols.map((i) => manille
      ? `${r.points[i]} pts, +${r.scores[i]} → ${r.totals[i]}`
      : `${r.tricks[i]} tr, +${r.positive[i]}/−${r.negative[i]} → ${r.totals[i]}`);
    return `<tr><td>${r.deal + 1}</td><td>${contract}${r.multiplier > 1 ? " ×" + r.multiplier : ""}</td>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
  });
  body.innerHTML = `<table><thead>${head}</thead><tbody>${rows.join("")}</tbody></table>`;
}

let actionHandler = () => {};
export function setActionHandler(fn) {
  actionHandler = fn;
}

export function render(state) {
  const view = state.view;
  if (!view) return;
  document.body.dataset.state = view.over ? "over" : "playing";
  document.body.dataset.variant = view.variant;
  $("board").hidden = false;
  renderSeats(state);
  renderCenter(state);
  renderHand(state);
  renderControls(state, actionHandler);
  renderSummary(state);
  renderOver(state);
  $("prompt").textContent = promptText(view);
  $("btn-last").disabled = !view.last_trick;
  $("btn-last").setAttribute("aria-pressed", String(state.showLast));
}
