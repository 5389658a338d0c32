// The player's taps on the drawn table: the real table (controller.js with its store, flow,
// keeper, games, input and render) drawn into a DOM (page.js), fed the engine's own replies
// recorded as the tree was staged (recordings.py). A card tapped must reach the engine and
// show in the trick; a greyed card must not change the table; the hand must offer a card
// whenever it is the player's turn to play.
import { area, board, cardsIn, greyed, handCard, message, openTable, playable, recording, runOut } from "./page.js";
import assert from "node:assert/strict";
import { test } from "node:test";
import { ReplayTransport } from "./replay.js";

/** A table of `game` at its first card to play, reached as a player would: the decisions
 * before it pressed on the page (an exchange's cards picked first). `then`: the exchanges
 * the test goes on with. */
async function atFirstCard(t, game, then = [], speed = "fast") {
  const rec = recording(game);
  const transport = new ReplayTransport([...rec.start, ...then.map((name) => rec[name])]);
  const page = openTable(t, transport);
  const { table } = page;
  await runOut(t, table.start(rec.start[0].params, `${game}-1`), table);
  for (const { params: { action } } of rec.start.slice(1)) {
    decide(table, action);
    await runOut(t, page.tapped, table);
  }
  assert.deepEqual(transport.asked, rec.start.map(({ method, params }) => ({ method, params })), "sent as recorded");
  table.store.update((s) => { s.speed = speed; });  // from here on, every moment drawn
  table.store.flush();
  return Object.assign(page, { rec, transport });
}

/** Press the decision's button on the page (a pick's cards tapped first), as a player does. */
function decide(table, action) {
  const field = Object.keys(action).find((k) => Array.isArray(action[k]));
  for (const card of field ? action[field] : []) handCard(card).click();
  // The first of its type: the recording took the first decision offered (the replay
  // transport refuses any other).
  const button = board().querySelector(`#controls button[data-action="${action.type}"]`);
  assert.ok(button, `a button for ${JSON.stringify(action)}`);
  button.click();
  assert.ok(table.state.busy, "the press sent a request");
}

const legalPlays = (table) => table.state.view.legal.filter((a) => a.type === "play").map((a) => a.card).sort();

for (const game of ["manni", "hornafjardarmanni", "manille"]) {
  test(`${game}: a playable card tapped goes to the engine, shows in the trick, and the trick is gathered`, async (t) => {
    const page = await atFirstCard(t, game, ["play"]);
    const { rec, transport, table, film, kept } = page;
    const { card } = rec.play.params.action;
    const led = cardsIn(".trick");
    assert.ok(led.length > 0, "the computer players led");
    assert.ok(playable().includes(card));
    const drawn = film.length;

    handCard(card).click();
    assert.deepEqual(kept.at(-1).decision, { type: "play", card }, "kept before the engine answers");
    assert.equal(document.body.dataset.busy, "true", "the table busy at once");
    assert.deepEqual(playable(), [], "and no card playable until the engine has answered");
    await runOut(t, page.tapped, table);

    assert.deepEqual(transport.asked.at(-1), { method: "act", params: { action: { type: "play", card } } });
    const shown = film.slice(drawn);
    const inTrick = shown.findIndex((f) => f.trick.includes(card));
    assert.ok(inTrick >= 0, `${card} shown in the trick`);
    assert.deepEqual(shown[inTrick].trick.slice(0, led.length), led, "after the cards led");
    assert.ok(!shown[inTrick].hand.includes(card), "and gone from the hand");
    const whole = table.state.view.positions;
    const gathered = shown.findIndex((f, i) => i > inTrick && f.gather && f.trick.length === whole);
    assert.ok(gathered > inTrick, "the whole trick gathered to its winner");
    const { winner } = rec.play.reply.frames.find((f) => f.event.type === "trick").event;
    assert.equal(shown[gathered].gather, area(table.state.view, winner), "to the winner's place");
    assert.ok(shown.slice(inTrick, -1).every((f) => f.playable.length === 0), "no card playable until the reply is shown");
    assert.deepEqual(table.state.view, rec.play.reply.view, "the engine's last view on show");
    assert.equal(kept.at(-1).save, rec.play.reply.save, "its save kept");
    assert.deepEqual(playable().sort(), legalPlays(table), "the next card to play offered");
  });

  test(`${game}: a greyed card goes to the engine, which says why, and the table stays as it was`, async (t) => {
    const page = await atFirstCard(t, game, ["refused"]);
    const { rec, transport, table, kept } = page;
    const { card } = rec.refused.params.action;
    assert.ok(greyed().includes(card));
    const before = { hand: cardsIn("#hand"), trick: cardsIn(".trick"), view: structuredClone(table.state.view) };
    const records = kept.length;

    handCard(card).click();
    await runOut(t, page.tapped, table);

    assert.deepEqual(transport.asked.at(-1), { method: "act", params: { action: { type: "play", card } } });
    assert.notEqual(message(), "", "the engine's reason said");
    assert.deepEqual({ hand: cardsIn("#hand"), trick: cardsIn(".trick"), view: table.state.view }, before);
    assert.equal(kept.length, records, "no decision kept for it");
    assert.deepEqual(playable().sort(), legalPlays(table), "the cards to play still offered");
  });

  test(`${game}: whenever the player is to play a card, the hand offers exactly the cards allowed`, async (t) => {
    const page = await atFirstCard(t, game, ["play"]);
    const { table, film } = page;
    assert.deepEqual(playable().sort(), legalPlays(table));
    handCard(playable()[0]).click();  // the recorded card is the first allowed
    await runOut(t, page.tapped, table);
    assert.ok(legalPlays(table).length > 0, "the player's turn again");
    assert.deepEqual(film.at(-1).playable.sort(), legalPlays(table));
    assert.deepEqual(greyed().sort(), cardsIn("#hand").filter((c) => !legalPlays(table).includes(c)).sort());
  });
}

test("a card tapped while a decision other than a card is due sends nothing and says so", async (t) => {
  const rec = recording("manni");
  const transport = new ReplayTransport([rec.start[0]]);
  const page = openTable(t, transport);
  const { table } = page;
  await runOut(t, table.start(rec.start[0].params, "g1"), table);
  assert.equal(playable().length, 0);
  const card = greyed()[0];
  handCard(card).click();
  await runOut(t, page.tapped, table);
  assert.equal(transport.asked.length, 1, "no request");
  assert.notEqual(message(), "");
  assert.ok(cardsIn("#hand").includes(card));
});

test("with confirm before playing, a first tap raises the card and the second plays it", async (t) => {
  const page = await atFirstCard(t, "manille", ["play"]);
    const { rec, transport, table } = page;
  table.store.update((s) => { s.confirmPlay = true; });
  table.store.flush();
  const { card } = rec.play.params.action;
  handCard(card).click();
  assert.ok(handCard(card).classList.contains("raised"));
  assert.equal(transport.asked.at(-1).method, "act", "the last decision's, not this card's");
  assert.notDeepEqual(transport.asked.at(-1).params.action, { type: "play", card });
  handCard(card).click();
  await runOut(t, page.tapped, table);
  assert.deepEqual(transport.asked.at(-1).params.action, { type: "play", card });
});

test("the arrow keys move across the hand, and a card played from the keys leaves the focus in the hand", async (t) => {
  const page = await atFirstCard(t, "manni", ["play"]);
    const { rec, table } = page;
  const hand = cardsIn("#hand");
  const key = (k) => document.activeElement.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true }));
  handCard(hand[0]).focus();
  key("ArrowRight");
  assert.equal(document.activeElement.dataset.card, hand[1]);
  key("End");
  assert.equal(document.activeElement.dataset.card, hand.at(-1));
  key("ArrowLeft");
  assert.equal(document.activeElement.dataset.card, hand.at(-2));
  key("Home");
  assert.equal(document.activeElement.dataset.card, hand[0]);

  const { card } = rec.play.params.action;
  const at = hand.indexOf(card);
  handCard(card).focus();
  document.activeElement.click();  // Enter on a button, as the browser turns it into a click
  await runOut(t, page.tapped, table);
  const now = cardsIn("#hand");
  assert.ok(document.activeElement.matches("#hand button[data-card]"), "the focus in the hand");
  assert.equal(document.activeElement.dataset.card, now[Math.min(at, now.length - 1)], "next to where it was");
});

test("a decision pressed from the keys leaves the focus on the table, not lost with its button", async (t) => {
  const rec = recording("manni");
  const transport = new ReplayTransport(rec.start.slice(0, 2));
  const page = openTable(t, transport);
  const { table } = page;
  await runOut(t, table.start(rec.start[0].params, "g1"), table);
  const button = board().querySelector("#controls button[data-action]");
  button.focus();
  assert.equal(document.activeElement, button);
  button.click();  // Enter on the button
  await runOut(t, page.tapped, table);
  assert.deepEqual(transport.asked.at(-1), { method: "act", params: rec.start[1].params });
  assert.ok(!button.isConnected, "the pressed button gone");
  assert.ok(document.activeElement.matches("#hand button[data-card], #controls button[data-action]"),
    `the focus on the next decision, not on ${document.activeElement.tagName}`);
});
