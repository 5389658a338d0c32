// @ts-check
// The host's desk at a live table: the host's page runs the engine and referees. Friends'
// messages come in over the wire, bounded in size and rate (gate.js) and checked by the
// engine (friend_message); seats go only to pages that prove their keys (seating.js); a
// friend's decision is passed on to the engine for that friend's seat alone; every reply's
// packets go to the friends they are for, and what every seat was shown to those who watch
// (watchers.js); a friend who stalls the table can be handed over or timed (clock.js). To the host's own table the desk is its transport
// (transport/transport.js), so the table cannot tell a live game from any other, and a
// friend's move reaches it as a pushed reply.
import SHARED from "../shared.js";
import { Gate, refusalOf } from "./gate.js";
import { replyOf } from "./packets.js";
import { TurnClock } from "./clock.js";
import { Seating, freeSeat, refusal } from "./seating.js";
import { Watchers } from "./watchers.js";
import { handOver, moveFor, remove } from "./standin.js";

const LIVE = SHARED.live;

/** @typedef {import("./seating.js").DeskSeat} DeskSeat */

/** @typedef {import("./packets.js").Hello} Hello @typedef {import("./packets.js").Sit} Sit
 * @typedef {import("./packets.js").Ready} Ready @typedef {import("./packets.js").Ask} Ask
 * @typedef {import("./packets.js").Act} Act @typedef {import("./packets.js").Say} Say
 * @typedef {import("./packets.js").GuestPacket} GuestPacket @typedef {import("./packets.js").DeskReply} DeskReply
 * @typedef {import("./packets.js").Settings} Settings @typedef {import("./packets.js").Refereed} Refereed */

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
    this.engine = engine;
    this.params = params;
    this.seating = new Seating(seats, table);
    this.watchers = new Watchers((message, peer) => this.wire.send(message, peer));
    this.started = started;
    this.onChange = onChange;
    this.onSaid = onSaid;
    /** @type {Set<(push: import("../transport/transport.js").Push) => void>} */
    this.listeners = new Set();
    this.gate = new Gate((message, peer) => this.wire.send(message, peer));
    /** @type {Promise<unknown>} */
    this.queue = Promise.resolve();  // the engine's work for the table, one task at a time, in order
    /** @type {import("../table/types.js").GameConfig | null} */
    this.config = null;  // the game's, from the engine's first reply
    this.moves = 0;  // the game's moves, as of the engine's last reply
    this.clock = new TurnClock({ seconds: clock, stallMs, second, onStall: () => this.onChange(),
      onExpire: (seat, moves) => this.moveFor(seat, moves) });
    /** @type {Map<number, {moves: number, hint: Promise<any>}>} */
    this.hints = new Map();  // seat -> the hint asked at `moves` (one search a turn, however often asked)
    engine.listen((push) => this.push(push));
    wire.onMessage((message, peer) => this.serial(() => this.take(message, peer)));
    wire.onLeave((peer) => this.leave(peer));
  }

  get ready() { return this.engine.ready; }

  /** The seats, as the seating has them. */
  get seats() { return this.seating.seats; }

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
    if (reply?.view) this.clock.watch(this.seating.friendAt(reply.view.to_move ?? null), this.moves);
    for (const packet of Object.values(reply?.guests ?? {})) {
      const peer = this.seats[packet.seat]?.peer;
      if (peer && packet.seat !== except) this.wire.send({ t: "play", reply: replyOf(packet, this.settings()) }, peer);
    }
    if (reply?.watch) this.watchers.tell({ t: "play", reply: replyOf(reply.watch, this.settings()) });
    return reply;
  }

  /** The turn clock ran out on `seat`'s friend's turn: a computer player moves for them
   * (standin.js). @param {number} seat @param {number} moves */
  moveFor(seat, moves) {
    this.serial(() => moveFor(this, seat, moves))
      .catch((err) => console.error(`No move was made for a friend out of time: ${err.message}`));
  }

  /** A computer player plays `seat` for its friend, who is away or does not play (standin.js). @param {number} seat */
  handOver(seat) { return this.serial(() => handOver(this, seat)); }

  /** The host removes `seat`'s friend from the table (standin.js). @param {number} seat */
  remove(seat) { return this.serial(() => remove(this, seat)); }

  /** Set the table's turn clock (seconds, 0: none) and tell everyone. @param {number} seconds */
  setClock(seconds) {
    this.clock.set(seconds);
    this.tellLobby();
  }

  /** @returns {Settings} */
  settings() { return { config: this.config ?? this.params, level: this.params.level }; }

  /** The lobby as `peer`'s friend sees it (and the host: peer null). @param {string | null} [peer] */
  lobby(peer = null) {
    const you = this.seating.seatOf(peer);
    return { t: "lobby", v: LIVE.version, variant: this.params.variant, options: this.params.options,
      level: this.params.level, started: this.started, you: you >= 0 ? you : null, clock: this.clock.seconds,
      watching: false, watchers: this.watchers.list(),
      seats: this.seats.map((s) => ({ who: s.who, name: s.name ?? null, here: s.who === "host" || !!s.peer,
        ready: !!s.ready && !!s.peer })) };
  }

  /** Tell every friend and watcher the lobby as it stands, and the host's page. */
  tellLobby() {
    for (const s of this.seats) if (s.peer) this.wire.send(this.lobby(s.peer), s.peer);
    this.watchers.tell({ ...this.lobby(), watching: true });
    if (!this.started) this.watchers.offer(this.seating);  // a seat freed before the game
    this.onChange();
  }

  /** The host sets who plays a seat before the game starts. @param {number} seat @param {"friend" | "computer"} who */
  setSeat(seat, who) {
    const s = this.seats[seat];
    if (this.started || !s || s.who === "host" || s.who === who) return;
    if (s.peer) this.gate.refuse(s.peer, refusal("live_seat_closed", "The host gave this seat to a computer player"));
    this.seats[seat] = { ...freeSeat(), who };
    this.tellLobby();
  }

  /** Start the game: friends' seats without a friend go to computer players. */
  async start() {
    for (const [i, s] of this.seats.entries()) if (s.who === "friend" && !s.key) this.seats[i] = { who: "computer", peer: null };
    const reply = this.sent(await this.engine.call("table_new", { ...this.params, guests: this.seating.friendSeats(), alone: true }));
    this.started = true;
    this.tellLobby();
    if (this.watchers.size) await this.showWatchers();
    this.go();
    return reply;
  }

  /** A friend's page left: its seat waits for it (the host may hand it to a computer player). @param {string} peer */
  leave(peer) {
    this.gate.forget(peer);
    if (this.seating.leave(peer) || this.watchers.leave(peer)) this.tellLobby();
  }

  /** One friend's message: past the gate, then to the engine in one call (as a referee
   * hears it once), which reads it and makes a decision of a friend who may play now: the
   * desk sends on what comes back. @param {unknown} message @param {string} peer */
  async take(message, peer) {
    const text = this.gate.pass(message, peer, () => this.lobby(peer));
    if (text === null) return;
    try {
      /** @type {Refereed} */
      const read = await this.engine.call("friend_message", { text, seat: this.playingSeat(peer) });
      const m = read.message;
      if (m.t === "hello") await this.on_hello(m, peer);
      else if (m.t === "sit") this.on_sit(m, peer);
      else if (m.t === "ready") this.on_ready(m, peer);
      else if (m.t === "ask") await this.on_ask(m, peer);
      else if (m.t === "act") this.on_act(m, peer, read);
      else this.on_say(m, peer);
    } catch (err) {
      this.gate.refuse(peer, err);
    }
  }

  /** A friend joins or comes back: a hello not yet proven is sent the table as it stands
   * (shown while its friend types a name) and a challenge; a proven one takes its seat
   * (seating.js), and a seat that comes back is the friend's again, as it stands. A page
   * that finds every seat taken watches, at once. @param {Hello} m @param {string} peer */
  async on_hello(m, peer) {
    const full = this.seating.placeFor(m.key, this.started) < 0 && this.seating.seatOf(peer) < 0;
    if (full && !this.seating.removed.has(m.key)) {
      this.seating.unasked(peer);  // a seat offered is taken: the next one offered is a fresh challenge
      return this.watch(m.name ?? null, peer);
    }
    if (!m.sig && !this.seating.holds(peer, m.key) && !this.seating.removed.has(m.key)) {
      this.wire.send(this.lobby(peer), peer);
      return this.wire.send({ t: "prove", nonce: this.seating.challenge(peer) }, peer);
    }
    const { seat, before } = await this.seating.admit(m, peer, this.started);
    if (before) this.gate.refuse(before, refusal("live_elsewhere", "This seat was opened on another page"));
    this.watchers.leave(peer);  // a page that watched plays now
    const s = this.seats[seat];
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

  /** `peer`'s page watches the table (every seat is taken): it is sent the lobby, and the
   * table as every seat has seen it. @param {string | null} name @param {string} peer */
  async watch(name, peer) {
    this.watchers.add(peer, name);
    this.tellLobby();
    if (this.started && this.config) await this.showWatchers(peer);
  }

  /** The table as every seat has seen it, whole, for the pages that watch (or `peer`'s).
   * @param {string} [peer] */
  async showWatchers(peer) {
    this.watchers.tell({ t: "play", reply: replyOf(await this.engine.call("table_watch"), this.settings()) }, peer);
  }

  /** In the lobby, a friend moves to another free friend's seat. @param {Sit} m @param {string} peer */
  on_sit(m, peer) {
    if (this.started) throw refusal("live_seat_taken", "That seat is not free");
    this.seating.sit(peer, m.seat);
    this.tellLobby();
  }

  /** In the lobby, a friend says they are ready (or not). @param {Ready} m @param {string} peer */
  on_ready(m, peer) {
    const s = this.seats.find((seat) => seat.peer === peer);
    if (!s) throw refusal("live_not_seated", "Only the table's players are ready or not");
    s.ready = m.ready;
    this.tellLobby();
  }

  /** That `seat` (the asking `peer`'s, -1 if none) may act or ask now: the game has
   * started and the page holds a seat; throws the reason if not. @param {number} seat @param {string} peer */
  playing(seat, peer) {
    this.watchers.mayPlay(peer);
    if (seat < 0) throw refusal("live_unseated", "This page holds no seat at the table");
    if (!this.started) throw refusal("live_not_started", "The game has not started");
  }

  /** The seat `peer`'s page plays now (its decisions are made at once), or null. @param {string} peer */
  playingSeat(peer) {
    const seat = this.seating.seatOf(peer);
    return this.started && seat >= 0 && !this.watchers.has(peer) ? seat : null;
  }

  /** A friend's question about their own seat: a hint (searched once a turn), or the deal
   * logs (public: a watcher may ask too); the answer, or the engine's refusal, carries the
   * question's number. @param {Ask} m @param {string} peer */
  async on_ask(m, peer) {
    const seat = this.seating.seatOf(peer);
    try {
      if (m.what !== "deal_logs" || !this.watchers.has(peer) || !this.started) this.playing(seat, peer);
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

  /** A friend's decision, made by the engine for their own seat in the call that read it
   * (take), or refused (out of turn, or this page may not play now): answered either way.
   * @param {Act} m @param {string} peer @param {Refereed} read */
  on_act(m, peer, { reply, error }) {
    const seat = this.seating.seatOf(peer);
    try {
      if (!reply) {
        this.playing(seat, peer);  // throws why, if this page may not play now
        throw error;
      }
      const packet = /** @type {Record<string, GuestPacket>} */ (this.sent(reply, seat).guests)[seat];  // the friend's
      this.wire.send({ t: "answer", n: m.n, reply: replyOf(packet, this.settings()) }, peer);
      this.push({ type: "reply", reply });
      this.go();
    } catch (err) {
      this.wire.send(refusalOf(m.n, err), peer);
    }
  }

  /** A line said: to everyone at the table, with the friend's seat and name. @param {Say} m @param {string} peer */
  on_say(m, peer) {
    const seat = this.seating.seatOf(peer);
    if (seat < 0) throw refusal("live_not_seated", "Only the table's players talk at it");
    this.say(seat, this.seats[seat].name ?? "?", m.text);
  }

  /** Say a line at the table (the host's own, or a friend's), heard by those who watch too.
   * @param {number} seat @param {string} name @param {string} text */
  say(seat, name, text) {
    const said = { t: "said", seat, name, text };
    for (const s of this.seats) if (s.peer) this.wire.send(said, s.peer);
    this.watchers.tell(said);
    this.onSaid(said);
  }
}
