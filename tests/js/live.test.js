// The live table's desk (web/live/host.js) and a friend's transport (web/live/friend.js)
// over a room in memory: who takes which seat, what each page is sent, what is refused.
// The engine here answers as the worker's shapes do (its rules are tested in Python:
// tests/test_live_table.py; the whole table in Chromium: e2e/test_live_table.py).
import assert from "node:assert/strict";
import { test } from "node:test";
import { FriendTransport } from "../live/friend.js";
import { HostDesk } from "../live/host.js";
import { allSeated, replyOf } from "../live/packets.js";
import { newKeyPair, seatProof, signerOf, verifierOf } from "../live/keys.js";
import { openedWire, opener, sealedWire, sealer } from "../live/seal.js";
import { checkHostMessage } from "../live/messages.js";
import { Unread, pack, unpack, wireOf } from "../live/wire.js";
import SHARED from "../shared.js";

/** Work begun and not yet done in every room: messages on their way, and their sealing,
 * opening and signing (settle waits until there is none). */
let pending = 0;
/** `fn` counted as pending work while it runs. @template {(...a: any[]) => Promise<any>} F @param {F} fn @returns {F} */
const counted = (fn) => /** @type {F} */ (async (...args) => {
  pending++;
  try {
    return await fn(...args);
  } finally {
    pending--;
  }
});

/** A room in memory: each peer's wire delivers to the others on the next task. */
function room() {
  const peers = new Map();
  const deliver = (fn) => {
    pending++;
    setTimeout(() => { pending--; fn(); }, 0);
  };
  return {
    peers,
    wire(id) {
      const me = { message: [], join: [], leave: [] };
      peers.set(id, me);
      for (const [other, them] of peers) if (other !== id) deliver(() => { them.join.forEach((l) => l(id)); me.join.forEach((l) => l(other)); });
      return {
        send: (message, peer) => {
          for (const [other, them] of peers) {
            if (other !== id && (!peer || peer === other)) deliver(() => them.message.forEach((l) => l(structuredClone(message), id)));
          }
        },
        onMessage: (l) => me.message.push(l),
        onJoin: (l) => me.join.push(l),
        onLeave: (l) => me.leave.push(l),
      };
    },
    leave(id) {
      peers.delete(id);
      for (const them of peers.values()) deliver(() => them.leave.forEach((l) => l(id)));
    },
  };
}

const view = (seat, toMove = null) => ({ seat, hand: [`${seat}S`], legal: [], over: false, to_move: toMove });
/** The watchers' view, from the host's place (seat 0): no hand. */
const watched = () => ({ ...view(0), hand: [], controls: [] });
/** A reply as the worker gives the host, with a packet for each friend (and the
 * watchers', once someone watches). */
const reply = (guests, watching = false) => ({ frames: [], view: view(0), save: "k1.x", config: { variant: "manille", seed: "s1.x", options: {} },
  human_seat: 0, level: "hard", guests: Object.fromEntries(guests.map((g) => [g, { seat: g, frames: [{ event: { type: "x" } }], view: view(g), moves: 1 }])),
  ...(watching ? { watch: { seat: 0, frames: [{ event: { type: "x" } }], view: watched(), moves: 1 } } : {}) });

/** The engine's part, as the worker answers: friend_message reads the text (and makes a
 * decision for the seat given, as act); table_new, act and table_view answer in the
 * reply's shape. */
function engine() {
  const calls = [];
  let guests = [];
  let watching = false;
  return {
    calls, ready: true, listen: () => () => {},
    behind(m, p) { return this.call(m, p); },
    async call(method, params) {
      calls.push([method, params]);
      if (method === "friend_message") {  // read, and a decision from a friend who may play made at once
        const message = JSON.parse(params.text);
        if (message.t !== "act" || params.seat === null) return { message };
        try {
          return { message, reply: await this.call("act", { action: message.action, seat: params.seat, alone: true }) };
        } catch (err) {
          return { message, error: { message: err.message, code: err.code, params: {} } };
        }
      }
      if (method === "table_new") guests = params.guests;
      if (method === "table_view") return { seat: params.seat, frames: [], view: view(params.seat), moves: 0 };
      if (method === "act" && params.action.bad) throw Object.assign(new Error("Not your turn"), { code: "bad_request" });
      if (method === "hint") return { action: { type: "play", card: `${params.seat}S` }, reason: null, say: { label: "x" } };
      if (method === "deal_logs") return { deals: [{ deal: 0, dealer: 3, entries: [{ say: "x" }] }] };
      if (method === "table_watch") {
        watching = true;
        return { seat: 0, frames: [], view: watched(), moves: 0 };
      }
      return reply(guests, watching);
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
/** Wait until the pages are quiet: no work pending for two ticks, and the desk's done. */
async function settle(desk) {
  for (let quiet = 0, i = 0; quiet < 2 && i < 2000; i++) {
    await tick();
    await desk.queue;
    quiet = pending === 0 ? quiet + 1 : 0;
  }
}

/** A table for manille: the host at 0, friends invited to 1 and 2, a computer at 3; the
 * host's key pair (the link's), and `seal`, which seals a message as the host does. */
async function table({ clock = 0, stallMs = undefined, second = undefined } = {}) {
  const r = room();
  const eng = engine();
  const changes = [];
  const hostKeys = await newKeyPair();
  const seal = counted(sealer(await signerOf(hostKeys.signing)));
  const desk = new HostDesk({ wire: sealedWire(r.wire("host"), seal), table: hostKeys.key, engine: eng, started: false, clock, stallMs, second,
    onSaid: () => {}, params: { variant: "manille", options: {}, human_seat: 0, level: "hard" }, onChange: () => changes.push(1),
    seats: [{ who: "host", name: "Hanna" }, { who: "friend" }, { who: "friend" }, { who: "computer" }] });
  return { r, eng, desk, changes, seal, table: hostKeys.key };
}

/** A friend's page at table `tb` as peer `id`, with what it was told; `pair` its seat's
 * key pair (a new one if not given). */
async function friend(tb, id, { pair = null, name = id, version = null } = {}) {
  const seat = pair ?? await newKeyPair();
  const told = { lobby: [], said: [], refused: [], gone: 0, pushed: [] };
  const wire = openedWire(tb.r.wire(id), counted(opener(await verifierOf(tb.table), id)));
  const t = new FriendTransport({ wire, table: tb.table, key: seat.key, sign: counted(await signerOf(seat.signing)), name,
    on: { lobby: (l) => told.lobby.push(l), said: (s) => told.said.push(s),
      refused: (code) => told.refused.push(code), hostGone: () => { told.gone++; } } });
  t.listen((push) => told.pushed.push(push));
  if (version) t.hello.v = version;
  t.greet();
  await settle(tb.desk);  // seated (or refused) before the next page comes
  return { t, told, pair: seat };
}

/** A page of another make at table `tb` as peer `id`: it sends what it likes, and keeps
 * what the host sealed for it; `hello` takes a seat with `pair` as a page proves one. */
function rawPage(tb, id) {
  const wire = tb.r.wire(id);
  const heard = [];
  wire.onMessage((m) => { if (m?.t === "sealed") heard.push(JSON.parse(m.body).m); });
  const hello = async (pair, name) => {
    const said = { t: "hello", v: SHARED.live.version, key: pair.key, name };
    wire.send(said, "host");
    await settle(tb.desk);
    const nonce = heard.findLast((m) => m.t === "prove").nonce;
    wire.send({ ...said, nonce, sig: await (await signerOf(pair.signing))(seatProof(tb.table, nonce)) }, "host");
    await settle(tb.desk);
  };
  return { wire, heard, hello, codes: () => heard.filter((m) => m.t === "refused").map((m) => m.code) };
}

/** Hand `message` to peer `to`'s page as if `from` had sent it (already sealed, or not). */
async function deliver(tb, message, to, from = "host") {
  tb.r.peers.get(to).message.forEach((l) => l(message, from));
}

test("friends take the free friends' seats in turn, and a seat's key pair brings its friend back to it", async () => {
  const tb = await table();
  const { r, desk } = tb;
  const a = await friend(tb, "ana");
  const b = await friend(tb, "bo");
  await settle(desk);
  assert.deepEqual(desk.seats.map((s) => s.name ?? null), ["Hanna", "ana", "bo", null]);
  assert.equal(a.told.lobby.at(-1).you, 1);
  assert.equal(b.told.lobby.at(-1).you, 2);
  r.leave("ana");
  await settle(desk);
  assert.equal(desk.lobby().seats[1].here, false);
  const back = await friend(tb, "ana2", { pair: a.pair, name: "ana" });  // the same key pair, a new page
  await settle(desk);
  assert.equal(back.told.lobby.at(-1).you, 1);
  assert.equal(desk.lobby().seats[1].here, true);
});

test("a seat is proven, never shown: a page that names another friend's key gets no seat and no hand", async () => {
  const tb = await table();
  const { desk } = tb;
  const a = await friend(tb, "ana");
  await settle(desk);
  await desk.call("table_new");
  await settle(desk);
  const thief = rawPage(tb, "thief");
  thief.wire.send({ ...a.t.hello, name: "thief" }, "host");  // ana's hello, her key in it
  await settle(desk);
  const nonce = thief.heard.find((m) => m.t === "prove")?.nonce;
  assert.ok(nonce, "the host challenges the page");
  const other = await newKeyPair();  // a signature by any other key, of the right challenge
  const sig = await (await signerOf(other.signing))(seatProof(tb.table, nonce));
  thief.wire.send({ ...a.t.hello, nonce, sig }, "host");
  await settle(desk);
  assert.equal(desk.seats[1].peer, "ana");
  assert.deepEqual(thief.codes(), ["live_bad_proof"]);
  assert.ok(!thief.heard.some((m) => m.t === "play"), "no packet of ana's seat");
  assert.ok(!a.told.refused.includes("live_elsewhere"));
});

test("a page holds one seat: hellos under other keys take no second seat, and its leaving frees its seat", async () => {
  const tb = await table();
  const { r, desk } = tb;
  const eve = rawPage(tb, "eve");
  await eve.hello(await newKeyPair(), "eve");
  await eve.hello(await newKeyPair(), "eve2");
  assert.deepEqual(desk.seats.map((s) => s.name ?? null), ["Hanna", "eve", null, null]);
  assert.deepEqual(eve.codes(), ["live_one_seat"]);
  const a = await friend(tb, "ana");  // a real friend still finds a seat
  await settle(desk);
  assert.equal(a.told.lobby.at(-1).you, 2);
  r.leave("eve");
  await settle(desk);
  assert.deepEqual(desk.seats.map((s) => s.peer ?? null), [null, null, "ana", null]);
});

test("a page of another version is told so in words, and takes no seat", async () => {
  const tb = await table();
  const old = await friend(tb, "old", { version: "0/0.0.0" });
  await settle(tb.desk);
  assert.ok(old.told.refused.includes("live_version"));
  assert.ok(tb.desk.seats.every((s) => s.name !== "old"));
});

test("a friend's decision is played for their seat alone; each page gets its own seat's packet", async () => {
  const tb = await table();
  const { eng, desk } = tb;
  const a = await friend(tb, "ana");
  const b = await friend(tb, "bo");
  await settle(desk);
  const pushed = [];
  desk.listen((push) => pushed.push(push));
  await desk.call("table_new");
  await settle(desk);
  assert.deepEqual(eng.calls.find(([m]) => m === "table_new")[1].guests, [1, 2]);
  assert.equal(a.told.pushed.at(-1).reply.view.seat, 1);
  assert.equal(b.told.pushed.at(-1).reply.view.seat, 2);
  assert.equal(a.told.pushed.at(-1).reply.save, undefined);  // the host keeps the game
  const answer = await a.t.call("act", { action: { type: "play", card: "AS" } });
  await settle(desk);
  assert.deepEqual(eng.calls.filter(([m]) => m === "act").map(([, p]) => [p.seat, p.alone]), [[1, true]]);
  assert.equal(eng.calls.at(-1)[0], "table_go");  // the computer players move once the move is out
  assert.equal(answer.view.seat, 1);
  assert.equal(b.told.pushed.at(-1).reply.view.seat, 2);
  assert.equal(pushed.at(-1).type, "reply");  // the host's own table shows the friend's move
  await assert.rejects(a.t.call("act", { action: { bad: true } }), { code: "bad_request" });
  await assert.rejects(a.t.call("review"), { code: "live_unavailable" });
});

test("a friend asks the host's engine for a hint, searched once a turn, and for the deal logs", async () => {
  const tb = await table();
  const { eng, desk } = tb;
  const a = await friend(tb, "ana");
  await settle(desk);
  await assert.rejects(a.t.call("hint"), { code: "live_not_started" });
  await desk.call("table_new");
  const hint = await a.t.call("hint");
  assert.deepEqual(hint.action, { type: "play", card: "1S" });  // for the friend's own seat
  await a.t.call("hint");
  assert.deepEqual(eng.calls.filter(([m]) => m === "hint").map(([, p]) => p), [{ seat: 1 }]);
  assert.equal((await a.t.call("deal_logs")).deals[0].dealer, 3);
  const answers = eng.call.bind(eng);
  eng.call = async (m, p) => (m === "deal_logs" ? { deals: "not a list" } : answers(m, p));  // another shape: refused
  await assert.rejects(a.t.call("deal_logs"), { code: "live_garbage" });
});

test("a friend's ready mark shows in every lobby while the friend is here", async () => {
  const tb = await table();
  const { r, desk } = tb;
  const a = await friend(tb, "ana");
  const b = await friend(tb, "bo");
  await settle(desk);
  a.t.markReady(true);
  await settle(desk);
  assert.deepEqual(desk.lobby().seats.map((s) => s.ready), [false, true, false, false]);
  assert.equal(b.told.lobby.at(-1).seats[1].ready, true);
  r.leave("ana");
  await settle(desk);
  assert.equal(desk.lobby().seats[1].ready, false);
});

test("a friend's packet of a game over becomes a reply with the save and the sealed seed", () => {
  const settings = { config: { variant: "manni", options: {}, seed: "host" }, level: "hard" };
  const playing = replyOf({ seat: 1, frames: [], view: view(1), moves: 9 }, settings);
  assert.equal(playing.save, undefined);
  assert.deepEqual(playing.config, { variant: "manni", options: {} });
  const over = replyOf({ seat: 1, frames: [], view: view(1), moves: 90, save: "k1.s", seed: "s1.x" }, settings);
  assert.equal(over.save, "k1.s");
  assert.deepEqual(over.config, { variant: "manni", options: {}, seed: "s1.x" });
});

test("only the link's key speaks as the host: another friend's messages, forged seals and resent seals are dropped", async () => {
  const tb = await table();
  const { desk } = tb;
  const a = await friend(tb, "ana");
  const b = await friend(tb, "bo");
  await settle(desk);
  const lobbies = a.told.lobby.length;
  const fake = { t: "lobby", v: SHARED.live.version, variant: "manille", options: {}, level: "hard", started: false, you: 1,
    seats: [{ who: "host", name: "FAKE", here: true, ready: false }, { who: "friend", name: "ana", here: true, ready: false }] };
  await deliver(tb, fake, "ana", "bo");  // unsealed
  const forger = await newKeyPair();  // sealed by another key
  await deliver(tb, await sealer(await signerOf(forger.signing))(fake, "ana"), "ana", "bo");
  const forBo = await tb.seal({ t: "said", seat: 0, name: "Hanna", text: "for bo" }, "bo");  // the host's seal, for bo
  await deliver(tb, forBo, "ana", "bo");
  const play = { frames: [], view: view(1), human_seat: 1, config: { variant: "manille", options: {} } };
  await deliver(tb, { ...(await tb.seal({ t: "play", reply: play }, "ana")), body: "{}" }, "ana", "bo");  // changed
  await settle(desk);
  assert.equal(a.told.lobby.length, lobbies);
  assert.deepEqual([a.told.said, a.told.pushed, a.told.refused], [[], [], []]);
  await deliver(tb, await tb.seal({ t: "play", reply: { view: "not a view" } }, "ana"), "ana");
  await settle(desk);
  assert.deepEqual(a.told.refused, ["live_garbage"]);  // the host's own garbage is refused whole
  assert.equal(b.told.refused.length, 0);
});

test("a friend who sends too much too fast is refused, and a refused request settles: the table goes on", async () => {
  const tb = await table();
  const { r, desk } = tb;
  const a = await friend(tb, "ana");
  await settle(desk);
  await desk.call("table_new");
  for (let i = 0; i < SHARED.live.max_rate + 2; i++) a.t.say("phrase-hello");
  await assert.rejects(a.t.call("act", { action: { type: "play", card: "AS" } }), { code: "live_too_fast" });
  await settle(desk);
  assert.ok(a.told.refused.includes("live_too_fast"));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const answer = await a.t.call("act", { action: { type: "play", card: "AS" } });  // the next tap plays
  assert.equal(answer.view.seat, 1);
  const big = await unpack(await pack({ t: "say", text: "x".repeat(SHARED.live.max_message) }), SHARED.live.max_message);
  r.peers.get("host").message.forEach((l) => l(big, "ana"));  // as the wire read it
  await settle(desk);
  assert.ok(a.told.refused.includes("live_too_large"));
  assert.equal(desk.seats[1].name, "ana");
});

test("the host's page leaving pauses a friend's table, in words", async () => {
  const tb = await table();
  const a = await friend(tb, "ana");
  await settle(tb.desk);
  tb.r.leave("host");
  await settle(tb.desk);
  assert.equal(a.told.gone, 1);
  await assert.rejects(a.t.call("act", { action: {} }), { code: "live_no_host" });
});

test("messages go deflated, and no few bytes inflate past the limit", async () => {
  const message = { t: "play", reply: { frames: Array(40).fill({ event: { type: "play" }, view: view(1) }) } };
  const bytes = await pack(message);
  assert.ok(bytes.length * 5 < JSON.stringify(message).length);
  assert.deepEqual(await unpack(bytes, 1e6), message);
  assert.deepEqual(await unpack({ t: "say", text: "hi" }, 10), new Unread("live_unreadable"));  // never JSON as it came
  const bomb = await pack({ t: "say", text: "x".repeat(500_000) });
  assert.ok(bomb.length < 2000);
  assert.deepEqual(await unpack(bomb, SHARED.live.max_message), new Unread("live_too_large"));
  assert.deepEqual(await unpack(new Uint8Array([1, 2, 3]), 1e6), new Unread("live_unreadable"));
});

test("a computer player stands in for a friend who stays away, and gives the seat back", async () => {
  const tb = await table();
  const { r, eng, desk } = tb;
  await friend(tb, "ana");
  const bo = await friend(tb, "bo");
  await settle(desk);
  await desk.call("table_new");
  r.leave("bo");
  await settle(desk);
  await desk.handOver(2);
  assert.deepEqual(eng.calls.filter(([m]) => m === "table_seat").map(([, p]) => p), [{ seat: 2, friend: false }]);
  assert.equal(desk.seats[2].computer, true);
  const back = await friend(tb, "bo2", { pair: bo.pair, name: "bo" });
  await settle(desk);
  assert.deepEqual(eng.calls.filter(([m]) => m === "table_seat").at(-1)[1], { seat: 2, friend: true });
  assert.equal(desk.seats[2].computer, false);
  assert.equal(back.told.pushed.at(-1).reply.view.seat, 2);  // the seat as it stands
});

test("the host's lobby says everyone is here only when every friend's seat has its friend connected", async () => {
  const tb = await table();
  const { r, desk } = tb;
  assert.equal(allSeated(desk.lobby()), false);
  await friend(tb, "ana");
  await friend(tb, "bo");
  await settle(desk);
  assert.equal(allSeated(desk.lobby()), true);
  r.leave("bo");
  await settle(desk);
  assert.equal(allSeated(desk.lobby()), false);  // a seat whose friend left waits for them
  desk.setSeat(2, "computer");
  assert.equal(allSeated(desk.lobby()), true);  // the host gave it to a computer player
});

test("a friend's page lays the host's views, sent as what changed, over the view it has", async () => {
  const tb = await table();
  const a = await friend(tb, "ana");
  await settle(tb.desk);
  const send = async (reply) => deliver(tb, await tb.seal({ t: "play", reply }, "ana"), "ana");
  const config = { variant: "manille", options: {} };
  await send({ frames: [], view: view(1), human_seat: 1, config });
  await send({ frames: [{ event: { type: "play" }, view: { trick: ["1S"] } }], view: { legal: [{ type: "play", card: "2S" }] },
    human_seat: 1, config });
  await send({ frames: [], view: { seat: 2 }, human_seat: 1, config });  // another seat's view: refused whole
  await settle(tb.desk);
  assert.deepEqual(a.told.pushed.at(-1).reply.view, { ...view(1), trick: ["1S"], legal: [{ type: "play", card: "2S" }] });
  assert.deepEqual(a.told.pushed.at(-1).reply.frames[0].view, { trick: ["1S"] });  // the table lays it over its own
  assert.deepEqual(a.told.refused, ["live_garbage"]);
  assert.equal(a.t.view.seat, 1);
});

test("two people at a table never go by one name, nor by look-alikes of it", async () => {
  const tb = await table();
  const a = await friend(tb, "ana", { name: "Hanna" });  // the host's
  const b = await friend(tb, "bo", { name: "Воb" });
  const c = await friend(tb, "cy", { name: "bob" });  // a look-alike of Воb, in Cyrillic letters
  await settle(tb.desk);
  assert.deepEqual(tb.desk.seats.map((s) => s.name ?? null), ["Hanna", "Воb", null, null]);
  assert.deepEqual([a.told.refused, c.told.refused], [["live_name_taken"], ["live_name_taken"]]);
  a.t.rename("Ana");
  await settle(tb.desk);
  assert.deepEqual(tb.desk.seats.map((s) => s.name ?? null), ["Hanna", "Воb", "Ana", null]);
  assert.equal(b.told.refused.length, 0);
});

test("a page that holds no seat is told so, not that the game has not started", async () => {
  const tb = await table();
  await friend(tb, "ana");
  await friend(tb, "bo");
  await settle(tb.desk);
  await tb.desk.call("table_new");
  const eve = rawPage(tb, "eve");
  eve.wire.send({ t: "act", n: 1, action: { type: "play", card: "AS" } }, "host");
  await settle(tb.desk);
  assert.equal(eve.heard.find((m) => m.t === "answer").error.code, "live_unseated");
});

test("a friend who sits and never plays: the host is offered the seat, hands it over or removes them", async () => {
  const tb = await table({ stallMs: 30 });
  const { eng, desk } = tb;
  const a = await friend(tb, "ana");
  const b = await friend(tb, "bo");
  await settle(desk);
  const answers = eng.call.bind(eng);
  eng.call = async (m, p) => {  // ana is to move after every reply
    const r = await answers(m, p);
    return r?.view ? { ...r, view: { ...r.view, to_move: 1 }, moves: 5 } : r;
  };
  await desk.call("table_new");
  assert.equal(desk.clock.stalled(), null);
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(desk.clock.stalled(), 1);  // the host's page offers what to do
  await desk.handOver(1);
  await settle(desk);
  assert.deepEqual(eng.calls.filter(([m]) => m === "table_seat").map(([, p]) => p), [{ seat: 1, friend: false }]);
  assert.ok(a.told.refused.includes("live_handed"));
  a.t.greet();  // "Play my seat again"
  await settle(desk);
  assert.deepEqual(eng.calls.filter(([m]) => m === "table_seat").at(-1)[1], { seat: 1, friend: true });
  await desk.remove(1);
  await settle(desk);
  assert.equal(desk.seats[1].who, "computer");
  assert.ok(a.told.refused.includes("live_removed"));
  a.t.greet();  // the same key cannot come back
  await settle(desk);
  assert.equal(a.told.refused.at(-1), "live_removed");
  assert.equal(desk.seats[1].who, "computer");
  assert.equal(b.told.lobby.at(-1).seats[1].who, "computer");
});

test("with a turn clock, a computer player makes the move of a friend whose time ran out, and only that one", async () => {
  const tb = await table({ clock: 5, second: 10 });
  const { eng, desk } = tb;
  const a = await friend(tb, "ana");
  await settle(desk);
  let moves = 5;
  const answers = eng.call.bind(eng);
  eng.call = async (m, p) => {  // ana is to move until she has moved once
    const r = await answers(m, p);
    if (m === "act") moves++;
    return r?.view ? { ...r, view: { ...r.view, to_move: moves === 5 ? 1 : 0 }, moves } : r;
  };
  await desk.call("table_new");
  assert.equal(a.told.lobby.at(-1).clock, 5);
  await new Promise((resolve) => setTimeout(resolve, 120));
  await settle(desk);
  assert.deepEqual(eng.calls.filter(([m]) => m === "act").map(([, p]) => [p.seat, p.action]), [[1, { type: "play", card: "1S" }]]);
  assert.ok(a.told.refused.includes("live_clock"));
  await new Promise((resolve) => setTimeout(resolve, 120));
  assert.equal(eng.calls.filter(([m]) => m === "act").length, 1);  // the host's own turn has no clock
});

test("a wire meets again in a new room: the peers met before are told gone, and its listeners stay", async () => {
  const rooms = [];
  const join = () => {
    const room = { action: null, left: false, makeAction: () => (room.action = { sent: [], send: async (d, o) => room.action.sent.push([d, o]) }),
      leave: async () => { room.left = true; } };
    rooms.push(room);
    return room;
  };
  const wire = wireOf(join, 1e6);
  const heard = [];
  wire.onJoin((peer) => heard.push(["join", peer]));
  wire.onLeave((peer) => heard.push(["leave", peer]));
  wire.onMessage((message, peer) => heard.push(["message", peer, message]));
  rooms[0].onPeerJoin("host");
  await wire.rejoin();
  assert.equal(rooms.length, 2);
  assert.ok(rooms[0].left);
  rooms[0].onPeerJoin("ghost");  // the room left says nothing more
  rooms[1].onPeerJoin("host");
  rooms[1].action.onMessage(await pack({ t: "x" }), { peerId: "host" });
  wire.send({ t: "y" }, "host");
  for (let i = 0; i < 200 && (heard.length < 4 || !rooms[1].action.sent.length); i++) await tick();  // inflated, deflated
  assert.deepEqual(heard, [["join", "host"], ["leave", "host"], ["join", "host"], ["message", "host", { t: "x" }]]);
  assert.equal(rooms[1].action.sent.length, 1);  // sent in the room as it is now
  assert.equal(rooms[0].action.sent.length, 0);
});

test("a friend typing their name already sees the table, and takes a seat once named", async () => {
  const tb = await table();
  const a = await friend(tb, "ana", { name: null });
  await settle(tb.desk);
  assert.equal(a.told.lobby.at(-1).seats[0].name, "Hanna");  // who hosts, and the game
  assert.equal(a.told.lobby.at(-1).you, null);
  assert.ok(tb.desk.seats.every((s) => s.peer !== "ana"));
  a.t.rename("Ana");
  await settle(tb.desk);
  assert.equal(a.told.lobby.at(-1).you, 1);
  assert.equal(tb.desk.seats[1].name, "Ana");
});

test("a friend whose seat a computer player took is offered no decision until they take it back", async () => {
  const tb = await table();
  const a = await friend(tb, "ana");
  await tb.desk.call("table_new");
  await settle(tb.desk);
  const legal = [{ type: "play", card: "1S" }];
  await deliver(tb, await tb.seal({ t: "play", reply: { frames: [], view: { ...view(1), legal }, human_seat: 1,
    config: { variant: "manille", options: {} } } }, "ana"), "ana");
  await settle(tb.desk);
  assert.deepEqual(a.t.view.legal, legal);
  await tb.desk.handOver(1);
  await settle(tb.desk);
  assert.ok(a.told.refused.includes("live_handed"));
  a.t.standAside();  // as the page does on that word
  assert.deepEqual([a.told.pushed.at(-1).reply.view.legal, a.told.pushed.at(-1).reply.view.seat], [[], 1]);
});

test("the host's messages as the page checks them are the engine's records (one format: host-messages.json)", async () => {
  const { readFile } = await import("node:fs/promises");
  const examples = JSON.parse(await readFile(new URL("./host-messages.json", import.meta.url), "utf8"));
  for (const [kind, message] of Object.entries(examples)) {
    assert.deepEqual(checkHostMessage(message), message, kind);
    for (const field of Object.keys(message).filter((f) => f !== "t")) {
      const { [field]: _gone, ...less } = message;
      if (!(kind === "answer-refused" && field === "error") && !(kind === "lobby" && field === "clock")) {
        assert.equal(checkHostMessage(less), null, `${kind} without ${field}`);
      }
    }
  }
});

test("a page that finds every seat taken watches at once: the table with no hand, no decision, no seat", async () => {
  const tb = await table();
  const { r, desk } = tb;
  const a = await friend(tb, "ana");
  await friend(tb, "bo");
  const early = await friend(tb, "cy", { name: null });  // in the lobby, before any name is typed
  assert.equal(early.told.lobby.at(-1).watching, true);
  assert.equal(early.told.lobby.at(-1).you, null);
  assert.deepEqual(early.told.refused, []);
  assert.ok(desk.seats.every((s) => s.peer !== "cy"));
  assert.equal(allSeated(desk.lobby()), true);  // a watcher is not waited for
  await desk.call("table_new");
  await settle(desk);
  assert.deepEqual([early.told.pushed.at(-1).reply.view.seat, early.told.pushed.at(-1).reply.view.hand], [0, []]);
  const late = await friend(tb, "dan");  // the game on: watches at once, and is sent the table as it stands
  assert.equal(late.told.lobby.at(-1).watching, true);
  assert.deepEqual(late.told.pushed.at(-1).reply.view, watched());
  assert.deepEqual(desk.lobby().watchers, [null, "dan"]);  // the host sees who watches
  assert.equal(a.told.lobby.at(-1).watchers.length, 2);
  const before = late.told.pushed.length;
  await a.t.call("act", { action: { type: "play", card: "AS" } });
  await settle(desk);
  assert.ok(late.told.pushed.length > before);  // every move, as every seat saw it
  assert.deepEqual(late.told.pushed.at(-1).reply.view.hand, []);
  await assert.rejects(late.t.call("act", { action: { type: "play", card: "AS" } }), { code: "live_watching" });
  await assert.rejects(late.t.call("hint"), { code: "live_watching" });
  assert.equal((await late.t.call("deal_logs")).deals.length, 1);  // public
  late.t.say("phrase-hello");
  late.t.markReady(true);
  await settle(desk);
  assert.deepEqual(late.told.refused, ["live_not_seated", "live_not_seated"]);
  assert.ok(tb.eng.calls.filter(([m]) => m === "act").every(([, p]) => p.seat === 1));
  r.leave("dan");
  await settle(desk);
  assert.deepEqual(desk.lobby().watchers, [null]);
});

test("a seat freed in the lobby is offered to those who watch: the first to prove its key under a name sits", async () => {
  const tb = await table();
  const { desk } = tb;
  await friend(tb, "ana");
  await friend(tb, "bo");
  const cy = await friend(tb, "cy");  // every seat taken: these watch
  const eve = await friend(tb, "eve");
  const nameless = await friend(tb, "dan", { name: null });
  assert.deepEqual(desk.lobby().watchers, ["cy", "eve", null]);
  await desk.remove(2);  // bo's seat is free
  await settle(desk);
  const [first, second] = desk.seats[2].name === "cy" ? [cy, eve] : [eve, cy];  // whichever proved first
  assert.deepEqual([first.told.lobby.at(-1).you, first.told.lobby.at(-1).watching], [2, false]);
  assert.equal(second.told.lobby.at(-1).watching, true);  // the seat went to one page; the others watch on
  assert.equal(desk.lobby().watchers.length, 2);
  desk.setSeat(3, "friend");  // another seat opened: offered afresh
  await settle(desk);
  assert.deepEqual([second.told.lobby.at(-1).you, second.told.lobby.at(-1).watching], [3, false]);
  assert.deepEqual(desk.lobby().watchers, [null]);
  assert.equal(nameless.told.lobby.at(-1).watching, true);  // no name typed: it takes no seat
  await desk.remove(3);  // freed again: the nameless page types a name (its page asks for one) and sits
  await settle(desk);
  assert.equal(nameless.told.lobby.at(-1).watching, true);
  nameless.t.rename("dan");
  await settle(desk);
  assert.deepEqual([nameless.told.lobby.at(-1).you, nameless.told.lobby.at(-1).watching], [3, false]);
  assert.deepEqual([first.told.refused, second.told.refused, nameless.told.refused], [[], ["live_removed"], []]);
});

test("a message the wire could not read (not bytes, not JSON, too deep) is refused in words, unread", async () => {
  const tb = await table();
  const { r, eng, desk } = tb;
  const a = await friend(tb, "ana");
  await desk.call("table_new");
  await settle(desk);
  const calls = eng.calls.length;
  const host = r.peers.get("host").message;
  for (const data of [{ t: "say", text: "x" }, new TextEncoder().encode("{not json"), await pack(JSON.parse("[".repeat(40) + "]".repeat(40)))]) {
    const read = await unpack(data, SHARED.live.max_message);  // as wire.js reads what came
    host.forEach((l) => l(read, "ana"));
  }
  await settle(desk);
  assert.deepEqual(a.told.refused, ["live_unreadable", "live_unreadable", "live_too_deep"]);
  assert.equal(eng.calls.length, calls);  // the engine read none of them
  assert.equal(desk.seats[1].name, "ana");
});
