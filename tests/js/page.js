// The app's page in a DOM without a browser (happy-dom, tests/js_packages): index.html's
// body, the real table (controller.js: store, flow, keeper, games, input, render) drawn
// into it, and the engine's replies recorded as the tree was staged (recordings.py) played
// back by the replay transport. Import this module first: lit-html and controller.js read
// `document` as they load.
//
// Time is the test's: the page's timers run only as the test moves a mock clock on
// (`runOut`), and a frame is the next timer, so a reply shown at a readable pace is drawn
// at each of its moments, in order, without a wait that could flake.
import { readFileSync } from "node:fs";
import { Window } from "happy-dom";

const window = new Window({ url: "http://localhost/index.html" });
const html = readFileSync(new URL("../index.html", import.meta.url), "utf8");
const body = html.slice(html.indexOf("<body"), html.lastIndexOf("</body>"));
const BODY = body.slice(body.indexOf(">") + 1);

for (const name of ["window", "document", "navigator", "localStorage", "HTMLElement", "HTMLButtonElement", "Element",
  "Node", "MutationObserver", "Event", "MouseEvent", "KeyboardEvent", "DocumentFragment", "HTMLTemplateElement", "DOMParser"]) {
  Object.defineProperty(globalThis, name, { value: name === "window" ? window : window[name], configurable: true,
    writable: true });
}
globalThis.requestAnimationFrame = (run) => setTimeout(run, 0);  // a frame: the next turn of the mock clock
window.requestAnimationFrame = globalThis.requestAnimationFrame;
import "./served.js";  // the page's requests for its own files (the card sprite, the catalogs)

const { Table } = await import("../table/controller.js");
const { createState } = await import("../table/state.js");
/** Where a position sits on the table as drawn (render.js). */
export const { area } = await import("../table/render.js");

/** The recorded exchanges of `game` (recordings.py). */
export const recording = (game) => JSON.parse(readFileSync(new URL(`./recorded/${game}.json`, import.meta.url)));

/** A fresh page: index.html's body, its board shown (as app.js shows it). */
export function freshPage() {
  document.body.innerHTML = BODY;
  document.body.dataset.state = "playing";
  document.getElementById("board").hidden = false;
}

/** Let every promise that can settle settle, then move the mock clock on by `ms`. */
async function step(t, ms) {
  await new Promise((resolve) => setImmediate(resolve));
  t.mock.timers.tick(ms);
}

/** Run the page until `promise` settles (its timers on the mock clock), then draw. */
export async function runOut(t, promise, table = null) {
  let done = false;
  const settled = promise.then((v) => { done = true; return v; }, (e) => { done = true; throw e; });
  for (let i = 0; i < 500 && !done; i++) await step(t, 1000);  // each pause of the pace is shorter
  if (!done) throw new Error("the page never finished (a reply waits for ever?)");
  await step(t, 0);
  table?.store.flush();
  return settled;
}

/** Let what a tap started without a promise to wait on (a hint, the engine's late word)
 * settle, and draw. */
export const settle = (t, table) => runOut(t, Promise.resolve(), table);

/**
 * The table of a page with the transport `transport`, bound to the page's clicks and keys,
 * at `speed`. Returns it with what it kept (`kept`) and what it drew (`film`: after each
 * redraw, the trick's cards, where it gathers to, the hand's cards and those playable)
 * and the decision the last tap or press made (`tapped`, its promise: runOut runs it).
 * @param {import("node:test").TestContext} t
 */
export function openTable(t, transport, speed = "instant") {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  freshPage();
  const kept = [];
  const film = [];
  const table = new Table({ state: { ...createState(), speed, screen: "table" }, transport, write: (r) => kept.push(r) > 0,
    newGame: () => {} });
  const page = { table, kept, film, tapped: Promise.resolve() };
  // What the page's taps and presses start (Table.act), for a test to run out.
  const act = table.act.bind(table);
  table.act = (...args) => (page.tapped = act(...args));
  t.after(table.bind());
  table.store.subscribe(() => film.push({ trick: cardsIn(".trick"), gather: board().querySelector(".trick")
    ?.dataset.gather ?? null, hand: cardsIn("#hand"), playable: playable() }));
  return page;
}

export const board = () => document.getElementById("board");
/** The codes of the cards in `selector` on the board. */
export const cardsIn = (selector) => [...board().querySelectorAll(`${selector} [data-card]`)]
  .map((c) => /** @type {HTMLElement} */ (c).dataset.card);
/** The hand's card button of `code`. */
export const handCard = (code) => /** @type {HTMLButtonElement} */ (board().querySelector(`#hand [data-card="${code}"]`));
/** The hand's cards the player may play now (not greyed). */
export const playable = () => [...board().querySelectorAll('#hand button[data-kind="play"][aria-disabled="false"]')]
  .map((c) => /** @type {HTMLElement} */ (c).dataset.card);
export const greyed = () => [...board().querySelectorAll('#hand button[aria-disabled="true"]')]
  .map((c) => /** @type {HTMLElement} */ (c).dataset.card);
/** The message area's words. */
export const message = () => (document.getElementById("message").hidden ? "" : document.getElementById("message").textContent);
