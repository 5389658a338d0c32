// The player's other decisions on the drawn table (page.js: the real table in a DOM, fed
// the engine's recorded replies): an exchange's pick, a hint, and a game put on the table
// while the engine's word on the game before is still on its way.
import { board, cardsIn, handCard, message, openTable, recording, runOut, settle } from "./page.js";
import assert from "node:assert/strict";
import { test } from "node:test";
import { ReplayTransport } from "./replay.js";

const pressed = () => [...board().querySelectorAll('#hand button[data-kind="select"][aria-pressed="true"]')]
  .map((b) => b.dataset.card);
const hinted = () => [...board().querySelectorAll("#hand .hinted")].map((b) => b.dataset.card);

/** A new game of `game` on the table, with `then` (the names of recorded exchanges) to follow. */
async function newGame(t, game, then = []) {
  const rec = recording(game);
  const transport = new ReplayTransport([rec.start[0], ...then.map((name) => rec[name])]);
  const page = openTable(t, transport);
  await runOut(t, page.table.start(rec.start[0].params, `${game}-1`), page.table);
  return Object.assign(page, { rec, transport });
}

test("an exchange picks no more cards than it allows, puts one back on a second tap, and sends those picked", async (t) => {
  const page = await newGame(t, "hornafjardarmanni", []);
  const { rec, table, transport } = page;
  const exchange = rec.start[1];
  const { max } = table.state.view.legal_say.find((w) => w.pick).pick;
  const hand = cardsIn("#hand");
  assert.ok(hand.length > max);

  for (const card of hand.slice(0, max + 1)) handCard(card).click();
  assert.deepEqual(pressed(), hand.slice(0, max), `${max} cards picked, not one more`);
  assert.match(message(), new RegExp(String(max)), "the player told how many at most");

  handCard(hand[max - 1]).click();
  assert.deepEqual(pressed(), hand.slice(0, max - 1), "put back");
  handCard(hand[max - 1]).click();
  assert.deepEqual(pressed(), exchange.params.action.discard);
  assert.equal(transport.asked.length, 1, "a pick sends nothing");

  transport.expected.push(exchange);
  const button = board().querySelector('#controls button[data-action="exchange"]');
  assert.match(button.textContent, new RegExp(String(max)), "the button says how many are picked");
  button.click();
  await runOut(t, page.tapped, table);
  assert.deepEqual(transport.asked.at(-1), { method: "act", params: exchange.params });
  assert.deepEqual(table.state.view, exchange.reply.view);
  assert.deepEqual(table.state.selected, [], "nothing left picked for the next pick");
  const drawn = table.state.view.hand.filter((c) => !hand.includes(c));
  assert.ok(drawn.length > 0);
  assert.deepEqual([...board().querySelectorAll("#hand .drawn")].map((b) => b.dataset.card).sort(), drawn.sort(),
    "the cards drawn marked");
});

test("a hint marks the card it would play, until the player decides", async (t) => {
  const game = "manille";
  const rec = recording(game);
  const transport = new ReplayTransport([...rec.start, rec.hint, rec.play]);
  const page = openTable(t, transport);
  const { table } = page;
  await runOut(t, table.start(rec.start[0].params, "g1"), table);
  for (const { params: { action } } of rec.start.slice(1)) await runOut(t, table.act(action), table);
  assert.deepEqual(hinted(), []);

  board().querySelector("#btn-hint").click();
  await settle(t, table);
  assert.equal(transport.asked.at(-1).method, "hint");
  assert.deepEqual(hinted(), [rec.hint.reply.action.card]);
  assert.notEqual(message(), "", "and says why");

  handCard(rec.play.params.action.card).click();
  await runOut(t, page.tapped, table);
  assert.deepEqual(hinted(), [], "gone once a card is played");
});

test("a hint at an exchange marks each card it would give away", async (t) => {
  const page = await newGame(t, "hornafjardarmanni", ["exchange_hint"]);
  const { rec, table, transport } = page;
  board().querySelector("#btn-hint").click();
  await settle(t, table);
  assert.equal(transport.asked.at(-1).method, "hint");
  const { discard } = rec.exchange_hint.reply.action;
  assert.ok(discard.length > 0);
  assert.deepEqual(hinted().sort(), discard.slice().sort());
});

/** A transport whose answers to `behind` (the engine's word on a position already shown)
 * come when the test says, after the recorded answers to `call`. */
class LateTransport extends ReplayTransport {
  constructor(expected, behind) {
    super(expected);
    this.behindAnswers = [...behind];
    this.waiting = [];
  }

  behind(method, params = {}) {
    this.asked.push({ method, params, behind: true });
    const next = this.behindAnswers.shift();
    assert.equal(method, next.method);
    assert.deepEqual(params, next.params, "asked as recorded");
    return new Promise((resolve, reject) => this.waiting.push(() => (next.error
      ? reject(Object.assign(new Error(next.error.message), { kind: "Refused", ...next.error }))
      : resolve(structuredClone(next.reply)))));
  }

  /** The oldest answer held back, given now. */
  land() { this.waiting.shift()(); }
}

test("the engine's late word on a game's opening is dropped once another game is on the table", async (t) => {
  const manni = recording("manni");
  const manille = recording("manille");
  const transport = new LateTransport([manille.start[0]], [manni.resume]);
  const page = openTable(t, transport);
  const { table } = page;
  const opening = manni.start[0].reply;  // the engine's reply to this new game, shown before it answers
  await runOut(t, table.start(manni.start[0].params, "a", opening), table);
  assert.deepEqual(transport.asked.map((a) => a.method), ["resume"], "the engine asked behind the opening");
  assert.ok(board().querySelector("#btn-undo"), "this game takes moves back");

  await runOut(t, table.start(manille.start[0].params, "b"), table);
  assert.equal(table.state.gameId, "b");
  assert.equal(manni.resume.reply.undo, true);
  transport.land();
  await settle(t, table);

  assert.equal(table.state.undo, false, "the other game's Undo not taken");
  assert.equal(board().querySelector("#btn-undo"), null);
  assert.deepEqual(table.state.dealStarts, manille.start[0].reply.deal_starts);
  assert.deepEqual(table.state.view, manille.start[0].reply.view);
});

test("the engine's late refusal of a game's opening is not said on another game", async (t) => {
  const manni = recording("manni");
  const manille = recording("manille");
  const transport = new LateTransport([manille.start[0]], [manni.resume_elsewhere]);
  const page = openTable(t, transport);
  const { table } = page;
  const opening = { ...manni.start[0].reply, human_seat: 1 };  // kept for seat 0: refused
  await runOut(t, table.start(manni.start[0].params, "a", opening), table);
  await runOut(t, table.start(manille.start[0].params, "b"), table);
  assert.equal(message(), "");
  transport.land();
  await settle(t, table);
  assert.equal(message(), "", "nothing said of the game before");
});
