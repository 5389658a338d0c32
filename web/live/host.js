// @ts-check
// The host's desk at a live table: the host's page runs the engine and referees. Friends'
// messages come in over the wire, each checked by the engine (friend_message) and bounded
// in size and rate; a seat is given only to the page that proves its key (a signature of
// the desk's fresh challenge), one seat a page; a friend's decision is passed on to the
// engine for that friend's seat alone; every reply's packets go to the friends they are for. To the host's own table the
// desk is its transport (transport/transport.js), so the table cannot tell a live game from
// any other, and a friend's move reaches it as a pushed reply.
import SHARED from "../shared.js";
import { isObject } from "./messages.js";
import { randomKey, seatProof, verifierOf } from "./keys.js";
import { skeleton } from "../challenge/filed.js";
import { TurnClock } from "./clock.js";

const LIVE = SHARED.live;

/** A seat at the desk: who plays it, the page connected for it, whether its friend said
 * they are ready, and whether a computer player stands in for its absent friend.
 * @typedef {import("./tables.js").Seat & {peer?: string | null, ready?: boolean, computer?: boolean}} DeskSeat */

/** What the engine sends for a friend's seat (a guest's packet of a table_* reply).
 * @typedef {{seat: number, frames: import("../table/types.js").Frame[], view: Partial<import("../table/types.js").View>,
 *   moves?: number, seed?: string, save?: string}} GuestPacket */
/** The engine's reply at a live table: the host's, with each friend's packet.
 * @typedef {import("../table/types.js").Reply & {guests?: Record<string, GuestPacket>}} DeskReply */
/** A friend's message as the engine checked it (friend_message).
 * @typedef {{t: "hello", v: string, key: string, name?: string | null, nonce?: string, sig?: string}} Hello
 * @typedef {{t: "sit", seat: number}} Sit
 * @typedef {{t: "ready", ready: boolean}} Ready
 * @typedef {{t: "ask", n: number, what: string}} Ask
 * @typedef {{t: "act", n: number, action: import("../table/types.js").Action}} Act
 * @typedef {{t: "say", text: string}} Say */
/** The game's settings as the desk sends them with a packet.
 * @typedef {{config: {variant: string, options: object, seed?: string | number}, level: string}} Settings */

/** A friend's seat's packet as a reply any table draws (the host keeps the game; once it is
 * over, the packet carries the game's save for that seat and its sealed seed).
 * @param {GuestPacket} packet @param {Settings} settings */
export const replyOf = (packet, { config, level }) => ({ frames: packet.frames, view: packet.view, moves: packet.moves,
  config: { variant: config.variant, options: config.options, ...(packet.seed ? { seed: packet.seed } : {}) },
  human_seat: packet.seat, level, undo: false, practice: false, ...(packet.save ? { save: packet.save } : {}) });

/** Whether every friend's seat of a lobby (as `HostDesk.lobby` states it) has its friend
 * here (the host may start before: the empty ones go to computer players).
 * @param {{seats: {who: string, name: string | null, here: boolean}[]}} lobby */
export const allSeated = (lobby) => lobby.seats.every((s) => s.who !== "friend" || (s.name && s.here));

/** The refusal of a friend's request `n` (the engine's, or the desk's), as the friend's
 * page reads it: the request it settles, and why.
 * @param {number} n @param {unknown} caught */
const refusalOf = (n, caught) => {
  const err = /** @type {import("../table/types.js").EngineError} */ (caught);  // as the engine rejects
  return { t: "answer", n, error: { message: err.message, code: err.code, params: err.params ?? {} } };
};

/** Whether two names read as one: the same letters in either case, or look-alikes.
 * @param {string} a @param {string} b */
const lookAlike = (a, b) => {
  const seen = (/** @type {string} */ name) => skeleton(skeleton(name).toLowerCase());
  return seen(a) === seen(b);
};

/** @typedef {import("../transport/transport.js").Transport} Transport */

/** @implements {Transport} */
export class HostDesk {
  /**
   * @param {{wire: import("./wire.js").Wire, table: string, engine: import("../transport/transport.js").Transport,
   *   params: import("./tables.js").DeskParams, seats: DeskSeat[], started: boolean, onChange: () => void,
   *   onSaid: (said: {seat: number, name: string, text: string}) => void, clock?: number,
   *   stallMs?: number, second?: number}} setup
   *   `wire` seals what the desk sends (seal.js); `table` is the host's public key, the link's;
   *   `clock` the turn clock in seconds (0: none; clock.js, which `stallMs` and `second` are passed to)
   */
  constructor({ wire, table, engine, params, seats, started, onChange, onSaid, clock = 0, stallMs, second }) {
    this.wire = wire;
    this.table = table;
    this.engine = engine;
    this.params = params;
    /** @type {DeskSeat[]} */
    this.seats = seats.map((s) => ({ ...s, peer: null }));
    this.started = started;
    this.onChange = onChange;
    this.onSaid = onSaid;
    /** @type {Set<(push: import("../transport/transport.js").Push) => void>} */
    this.listeners = new Set();
    /** @type {Map<string, number[]>} */
    this.heard = new Map();  // peer -> times of its last messages (the rate limit)
    /** @type {Map<string, string>} */
    this.asked = new Map();  // peer -> the challenge it was sent and has not answered yet
    /** @type {Promise<unknown>} */
    this.queue = Promise.resolve();  // the engine's work for the table, one task at a time, in order
    /** @type {import("../table/types.js").GameConfig | null} */
    this.config = null;  // the game's, from the engine's first reply
    this.moves = 0;  // the game's moves, as of the engine's last reply
    /** @type {Set<string>} */
    this.removed = new Set();  // the seat keys of friends the host removed from the table
    this.clock = new TurnClock({ seconds: clock, stallMs, second, onStall: () => this.onChange(),
      onExpire: (seat, moves) => this.moveFor(seat, moves) });
    /** @type {Map<number, {moves: number, hint: Promise<any>}>} */
    this.hints = new Map();  // seat -> the hint asked at `moves` (one search a turn, however often asked)
    engine.listen((push) => this.push(push));
    wire.onMessage((message, peer) => this.serial(() => this.take(message, peer)));
    wire.onLeave((peer) => this.leave(peer));
  }

  get ready() { return this.engine.ready; }

  /** @param {(push: import("../transport/transport.js").Push) => void} listener */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** @param {import("../transport/transport.js").Push} frame */
  push(frame) { for (const listener of [...this.listeners]) listener(frame); }

  /** Run `task` after every task before it (a friend's message, the host's request, the
   * computer players' moves), so the engine's replies go out in the order it gave them.
   * @template T @param {() => Promise<T>} task @returns {Promise<T>} */
  serial(task) {
    const done = this.queue.then(task);
    this.queue = done.catch(() => {});
    return done;
  }

  /** The host's own requests: the engine's reply, its packets sent on. A move is made
   * alone, so it reaches the friends before the computer players think (then they move:
   * `go`); `table_new` starts this table's game (its params are the desk's).
   * @param {string} method @param {object} [params] @returns {Promise<any>} */
  call(method, params = {}) {
    if (method === "table_new") return this.serial(() => this.start());
    return this.serial(async () => {
      const reply = this.sent(await this.engine.call(method, method === "act" ? { ...params, alone: true } : params));
      if (method === "act") this.go();
      return reply;
    });
  }

  /** The computer players move as far as they may, after a move made alone: their moves
   * go to every friend, and to the host's table as a pushed reply. */
  go() {
    this.serial(async () => {
      /** @type {DeskReply} */
      const reply = await this.engine.call("table_go");
      const moved = reply.frames.length || Object.values(reply.guests ?? {}).some((packet) => packet.frames.length);
      if (!moved) return;  // a person is to move: nothing to show
      this.push({ type: "reply", reply: this.sent(reply) });
    }).catch((err) => console.error(`The computer players did not move: ${err.message}`));
  }

  /** @param {string} method @param {object} [params] */
  behind(method, params = {}) { return this.call(method, params); }

  /** Send each friend their packet of `reply`; the reply, for the host's table.
   * @template {DeskReply | null | undefined} R @param {R} reply @param {number | null} [except]  the seat whose friend asked
   * @returns {R} */
  sent(reply, except = null) {
    if (reply?.config) this.config = reply.config;
    if (typeof reply?.moves === "number" && Number.isInteger(reply.moves)) this.moves = reply.moves;
    if (reply?.view) this.clock.watch(this.friendAt(reply.view.to_move ?? null), this.moves);
    for (const packet of Object.values(reply?.guests ?? {})) {
      const peer = this.seats[packet.seat]?.peer;
      if (peer && packet.seat !== except) this.wire.send({ t: "play", reply: replyOf(packet, this.settings()) }, peer);
    }
    return reply;
  }

  /** `seat` if a friend plays it now (no computer player stands in), else null.
   * @param {number | null} seat */
  friendAt(seat) {
    const s = seat === null ? null : this.seats[seat];
    return s?.who === "friend" && s.key && !s.computer ? seat : null;
  }

  /** The turn clock ran out on a friend's turn: a computer player makes that one move for
   * them (the move the hint would suggest, from their seat's view), if it is still their
   * turn. @param {number} seat @param {number} moves  the moves their turn began after */
  moveFor(seat, moves) {
    this.serial(async () => {
      if (this.moves !== moves || this.friendAt(seat) === null) return;
      const { action } = await this.engine.call("hint", { seat });
      const reply = this.sent(await this.engine.call("act", { action, seat, alone: true }));
      const peer = this.seats[seat].peer;
      if (peer) this.wire.send({ t: "refused", code: "live_clock", message: "The turn clock ran out: a computer player moved" }, peer);
      this.push({ type: "reply", reply });
      this.go();
    }).catch((err) => console.error(`No move was made for a friend out of time: ${err.message}`));
  }

  /** Set the table's turn clock (seconds, 0: none) and tell everyone. @param {number} seconds */
  setClock(seconds) {
    this.clock.set(seconds);
    this.tellLobby();
  }

  /** @returns {Settings} */
  settings() { return { config: this.config ?? this.params, level: this.params.level }; }

  /** The seats friends play now (for table_new, and what the kept game remembers). */
  friendSeats() { return this.seats.flatMap((s, i) => (s.who === "friend" && s.key ? [i] : [])); }

  /** The lobby as `peer`'s friend sees it (and the host: peer null). @param {string | null} [peer] */
  lobby(peer = null) {
    const you = this.seats.findIndex((s) => peer && s.peer === peer);
    return { t: "lobby", v: LIVE.version, variant: this.params.variant, options: this.params.options,
      level: this.params.level, started: this.started, you: you >= 0 ? you : null, clock: this.clock.seconds,
      seats: this.seats.map((s) => ({ who: s.who, name: s.name ?? null, here: s.who === "host" || !!s.peer,
        ready: !!s.ready && !!s.peer })) };
  }

  /** Tell every friend the lobby as it stands, and the host's page. */
  tellLobby() {
    for (const s of this.seats) if (s.peer) this.wire.send(this.lobby(s.peer), s.peer);
    this.onChange();
  }

  /** The host sets who plays a seat before the game starts. @param {number} seat @param {"friend" | "computer"} who */
  setSeat(seat, who) {
    const s = this.seats[seat];
    if (this.started || !s || s.who === "host" || s.who === who) return;
    if (s.peer) this.wire.send({ t: "refused", code: "live_seat_closed", message: "The host gave this seat to a computer player" }, s.peer);
    this.seats[seat] = { who, name: null, key: null, peer: null };
    this.tellLobby();
  }

  /** Start the game: friends' seats without a friend go to computer players. */
  async start() {
    for (const [i, s] of this.seats.entries()) if (s.who === "friend" && !s.key) this.seats[i] = { who: "computer", peer: null };
    const reply = this.sent(await this.engine.call("table_new", { ...this.params, guests: this.friendSeats(), alone: true }));
    this.started = true;
    this.tellLobby();
    this.go();
    return reply;
  }

  /** A computer player plays a friend's seat: while its friend is away, or is here and
   * does not play (the friend's hello gives it back: on_hello). @param {number} seat */
  handOver(seat) {
    return this.serial(async () => {
      const s = this.seats[seat];
      if (!this.started || s?.who !== "friend" || s.computer) return;
      const reply = this.sent(await this.engine.call("table_seat", { seat, friend: false }));
      s.computer = true;
      if (s.peer) this.wire.send({ t: "refused", code: "live_handed", message: "A computer player plays your seat now" }, s.peer);
      this.tellLobby();
      if (reply.frames.length) this.push({ type: "reply", reply });
    });
  }

  /** The host removes a friend from the table: their page is told, their key may not
   * come back, and their seat goes to a computer player (before the game: it is free
   * again). @param {number} seat */
  remove(seat) {
    return this.serial(async () => {
      const s = this.seats[seat];
      if (s?.who !== "friend" || !s.key) return;
      this.removed.add(s.key);
      if (s.peer) this.wire.send({ t: "refused", code: "live_removed", message: "The host removed you from the table" }, s.peer);
      if (!this.started) {
        this.seats[seat] = { who: "friend", name: null, key: null, peer: null };
      } else {
        const reply = s.computer ? null : this.sent(await this.engine.call("table_seat", { seat, friend: false }));
        this.seats[seat] = { who: "computer", peer: null };
        if (reply?.frames.length) this.push({ type: "reply", reply });
      }
      this.tellLobby();
    });
  }

  /** A friend's page left: its seat waits for it (the host may hand it to a computer player). @param {string} peer */
  leave(peer) {
    this.heard.delete(peer);
    this.asked.delete(peer);
    const s = this.seats.find((seat) => seat.peer === peer);
    if (!s) return;
    s.peer = null;
    this.tellLobby();
  }

  /** Whether `peer` has sent more than the rate allows in the last second. @param {string} peer */
  tooFast(peer) {
    const now = Date.now();
    const times = (this.heard.get(peer) ?? []).filter((at) => now - at < 1000);
    times.push(now);
    this.heard.set(peer, times);
    return times.length > LIVE.max_rate;
  }

  /** Refuse a friend's message in one line: nothing else changes.
   * @param {string} peer @param {unknown} caught  an Error, with the engine's code */
  refuse(peer, caught) {
    const err = /** @type {{code?: string, message?: unknown}} */ (caught);
    this.wire.send({ t: "refused", code: err.code || "bad_request", message: String(err.message).slice(0, 300) }, peer);
  }

  /** Refuse a friend's message unread: a request (it has a number) is answered with the
   * refusal, so the friend's page stops waiting for it.
   * @param {string} peer @param {unknown} message @param {{code: string, message: string}} why */
  refuseUnread(peer, message, why) {
    const n = isObject(message) ? /** @type {{n?: unknown}} */ (message).n : undefined;
    if (typeof n === "number" && Number.isSafeInteger(n)) this.wire.send(refusalOf(n, why), peer);
    else this.refuse(peer, why);
  }

  /** One friend's message: checked, then acted on. @param {unknown} message @param {string} peer */
  async take(message, peer) {
    let text;
    try {
      text = JSON.stringify(message);
    } catch {
      text = null;
    }
    if (typeof text !== "string" || text.length > LIVE.max_message) {  // undefined: too large to read (wire.js)
      return this.refuseUnread(peer, message, { code: "live_too_large", message: "A message too large for a live table" });
    }
    if (this.tooFast(peer)) return this.refuseUnread(peer, message, { code: "live_too_fast", message: "Too many messages at once" });
    const m = /** @type {{t?: unknown, v?: unknown}} */ (message);
    if (m.t === "hello" && m.v !== LIVE.version) {  // said before the engine reads a hello of another make
      this.wire.send(this.lobby(peer), peer);
      return this.refuse(peer, { code: "live_version", message: "Another version of the page" });
    }
    try {
      /** @type {Hello | Sit | Ready | Ask | Act | Say} */
      const m = await this.engine.call("friend_message", { text });
      // The handler of its kind (`on_hello`...), given the message of that kind.
      const handler = /** @type {(m: Hello | Sit | Ready | Ask | Act | Say, peer: string) => unknown} */ (this[`on_${m.t}`]);
      await handler.call(this, m, peer);
    } catch (err) {
      this.refuse(peer, err);
    }
  }

  /** A friend joins or comes back: first asked to prove its key (a hello without a proof
   * is sent a fresh challenge), then to the seat its key holds, else to a free friend's
   * seat; a page holds one seat. @param {Hello} m @param {string} peer */
  async on_hello(m, peer) {
    if (this.removed.has(m.key)) throw Object.assign(new Error("The host removed you from the table"), { code: "live_removed" });
    const proved = this.seats.some((s) => s.peer === peer && s.key === m.key);  // by this page, before
    if (!m.sig && !proved) {  // the table as it stands, for the page to show while its friend types a name
      this.wire.send(this.lobby(peer), peer);
      return this.challenge(peer);
    }
    if (m.sig) await this.proven(m, peer);
    const { name } = m;
    if (!name) throw Object.assign(new Error("A seat is taken under a name"), { code: "bad_request" });
    const held = this.seats.findIndex((s) => s.peer === peer);
    if (held >= 0 && this.seats[held].key !== m.key) {
      throw Object.assign(new Error("This page holds a seat already"), { code: "live_one_seat" });
    }
    let seat = this.seats.findIndex((s) => s.who === "friend" && s.key === m.key);
    if (seat < 0 && !this.started) seat = this.seats.findIndex((s) => s.who === "friend" && !s.key);
    if (seat < 0) throw Object.assign(new Error("No free seat at this table"), { code: "live_full" });
    if (this.seats.some((s, i) => i !== seat && s.name && lookAlike(s.name, name))) {
      throw Object.assign(new Error("Someone at the table has that name"), { code: "live_name_taken" });
    }
    const s = this.seats[seat];
    if (s.peer && s.peer !== peer) this.wire.send({ t: "refused", code: "live_elsewhere", message: "This seat was opened on another page" }, s.peer);
    Object.assign(s, { key: m.key, name, peer });
    if (s.computer) {  // back: the seat is theirs again
      this.sent(await this.engine.call("table_seat", { seat, friend: true }));
      s.computer = false;
    }
    this.tellLobby();
    if (this.started && this.config) {
      const packet = await this.engine.call("table_view", { seat });
      this.wire.send({ t: "play", reply: replyOf(packet, this.settings()) }, peer);
    }
  }

  /** Ask `peer` to prove the seat key its hello names: its challenge, fresh for each page
   * and answered once (a page that says hello twice is sent the same one). @param {string} peer */
  challenge(peer) {
    const nonce = this.asked.get(peer) ?? randomKey();
    this.asked.set(peer, nonce);
    this.wire.send({ t: "prove", nonce }, peer);
  }

  /** That `m` proves its key: a signature, by that key, of the challenge this peer was
   * sent; throws if not. @param {Hello} m @param {string} peer */
  async proven(m, peer) {
    const nonce = this.asked.get(peer);
    const holds = !!nonce && m.nonce === nonce
      && await verifierOf(m.key).then((verify) => verify(seatProof(this.table, nonce), m.sig), () => false);
    if (!holds) throw Object.assign(new Error("The seat's key was not proven"), { code: "live_bad_proof" });
    this.asked.delete(peer);
  }

  /** In the lobby, a friend moves to another free friend's seat. @param {Sit} m @param {string} peer */
  on_sit(m, peer) {
    const from = this.seats.findIndex((s) => s.peer === peer);
    const to = this.seats[m.seat];
    if (this.started || from < 0 || !to || to.who !== "friend" || to.key) {
      throw Object.assign(new Error("That seat is not free"), { code: "live_seat_taken" });
    }
    this.seats[m.seat] = { ...this.seats[from] };
    this.seats[from] = { who: "friend", name: null, key: null, peer: null };
    this.tellLobby();
  }

  /** In the lobby, a friend says they are ready (or not). @param {Ready} m @param {string} peer */
  on_ready(m, peer) {
    const s = this.seats.find((seat) => seat.peer === peer);
    if (!s) throw Object.assign(new Error("Only the table's players are ready or not"), { code: "live_not_seated" });
    s.ready = m.ready;
    this.tellLobby();
  }

  /** That `seat` (the asking page's, -1 if none) may act or ask now: the game has started
   * and the page holds a seat; throws the reason if not. @param {number} seat */
  playing(seat) {
    if (seat < 0) throw Object.assign(new Error("This page holds no seat at the table"), { code: "live_unseated" });
    if (!this.started) throw Object.assign(new Error("The game has not started"), { code: "live_not_started" });
  }

  /** A friend's question about their own seat: a hint (searched once a turn), or the deal
   * logs (public); the answer, or the engine's refusal, carries the question's number.
   * @param {Ask} m @param {string} peer */
  async on_ask(m, peer) {
    const seat = this.seats.findIndex((s) => s.peer === peer);
    try {
      this.playing(seat);
      const reply = m.what === "hint" ? await this.hint(seat) : await this.engine.call("deal_logs");
      this.wire.send({ t: "answer", n: m.n, reply }, peer);
    } catch (err) {
      this.wire.send(refusalOf(m.n, err), peer);
    }
  }

  /** The hint for a friend's seat at this turn: searched the first time it is asked. @param {number} seat */
  hint(seat) {
    const asked = this.hints.get(seat);
    if (asked?.moves === this.moves) return asked.hint;
    const hint = this.engine.call("hint", { seat });
    this.hints.set(seat, { moves: this.moves, hint });
    return hint;
  }

  /** A friend's decision, for their own seat only (the engine refuses it out of turn).
   * @param {Act} m @param {string} peer */
  async on_act(m, peer) {
    const seat = this.seats.findIndex((s) => s.peer === peer);
    try {
      this.playing(seat);
      /** @type {DeskReply} */
      const reply = this.sent(await this.engine.call("act", { action: m.action, seat, alone: true }), seat);
      const packet = /** @type {Record<string, GuestPacket>} */ (reply.guests)[seat];  // the engine's answer has the friend's
      this.wire.send({ t: "answer", n: m.n, reply: replyOf(packet, this.settings()) }, peer);
      this.push({ type: "reply", reply });
      this.go();
    } catch (err) {
      this.wire.send(refusalOf(m.n, err), peer);
    }
  }

  /** A line said: to everyone at the table, with the friend's seat and name. @param {Say} m @param {string} peer */
  on_say(m, peer) {
    const seat = this.seats.findIndex((s) => s.peer === peer);
    if (seat < 0) throw Object.assign(new Error("Only the table's players talk at it"), { code: "live_not_seated" });
    this.say(seat, this.seats[seat].name ?? "?", m.text);
  }

  /** Say a line at the table (the host's own, or a friend's). @param {number} seat @param {string} name @param {string} text */
  say(seat, name, text) {
    const said = { t: "said", seat, name, text };
    for (const s of this.seats) if (s.peer) this.wire.send(said, s.peer);
    this.onSaid(said);
  }
}
