// @ts-check
// A friend's transport at a live table: the friend's page runs no engine. Its table sends
// its decisions to the host's page and draws what the host sends back, built from the
// friend's seat's view alone; to the table this is a transport like the local one.
// Its wire lets through only what the host sealed for this page (seal.js), and each
// message is checked for its shape before anything is drawn (messages.js). The seat is
// proven by signing the host's challenge with this page's seat key (keys.js).
import SHARED from "../shared.js";
import { ANSWERS, checkHostMessage, isObject, isReply } from "./messages.js";
import { seatProof } from "./keys.js";

/** An error the table says in words (text.js errorText reads its code).
 * @param {string} code @param {string} message @param {object} [params] */
const failure = (code, message, params = {}) => Object.assign(new Error(message), { code, params });

/** @typedef {import("../transport/transport.js").Transport} Transport */
/** @typedef {import("../transport/transport.js").Push} Push */
/** @typedef {import("./messages.js").HostMessage} HostMessage */

/** @implements {Transport} */
export class FriendTransport {
  /**
   * @param {{wire: import("./wire.js").Wire, table: string, key: string, sign: (text: string) => Promise<string>, name: string | null,
   *   on: {lobby: (lobby: Extract<HostMessage, {t: "lobby"}>) => void, said: (said: Extract<HostMessage, {t: "said"}>) => void,
   *   refused: (code: string, params?: object) => void,
   *   hostGone: () => void}}} setup
   *   `wire` lets through only the host's sealed messages; `table` is the host's key (the
   *   link's); `key` this page's seat key, whose private half `sign` signs with
   */
  constructor({ wire, table, key, sign, name, on }) {
    this.wire = wire;
    this.table = table;
    this.sign = sign;
    /** @type {{t: "hello", v: string, key: string, name?: string}} */
    this.hello = { t: "hello", v: SHARED.live.version, key, ...(name ? { name } : {}) };
    /** @type {{nonce: string, peer: string} | null} */
    this.unanswered = null;  // the host's challenge, kept until this page's friend gives a name
    this.on = on;
    /** @type {string | null} */
    this.host = null;  // the host's peer, once it has spoken
    /** @type {import("../table/types.js").View | null} */
    this.view = null;  // the seat's view after the host's last reply (its next ones say what changed)
    /** @type {import("./messages.js").Packet["config"] | null} */
    this.config = null;  // the game's, as the host's last reply gave it
    this.ready = true;  // no engine to wait for: the host's answers
    this.next = 1;
    /** @type {Set<string>} */
    this.proved = new Set();  // the host's challenges this page answered
    /** @type {Map<number, {method: string, resolve: (value: any) => void, reject: (err: Error) => void}>} */
    this.pending = new Map();
    /** @type {Set<(push: Push) => void>} */
    this.listeners = new Set();
    wire.onJoin((peer) => wire.send(this.hello, peer));  // the host among them answers
    wire.onLeave((peer) => this.leave(peer));
    wire.onMessage((message, peer) => this.take(message, peer));
  }

  /** Go by `name` (the first given, or another: the host refused one): the host's
   * challenge answered with it, or hello again. @param {string} name */
  rename(name) {
    this.hello = { ...this.hello, name };
    const asked = this.unanswered;
    this.unanswered = null;
    if (asked) this.prove(asked.nonce, asked.peer);
    else this.greet();
  }

  /** Say hello to everyone already here (the page has just joined the room): the hello
   * names the seat key, which is no secret; the host answers with a challenge. */
  greet() { this.wire.send(this.hello); }

  /** @param {(push: Push) => void} listener */
  listen(listener) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A decision, or a question (a hint, the deal logs), goes to the host's engine; anything
   * else the table asks a live table cannot give.
   * @param {string} method @param {object} [params] @returns {Promise<any>} */
  call(method, params = {}) {
    if (!Object.hasOwn(ANSWERS, method)) return Promise.reject(failure("live_unavailable", `${method} is not offered at a live table`));
    const { host } = this;
    if (!host) return Promise.reject(failure("live_no_host", "The host's page is not here"));
    const n = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(n, { method, resolve, reject });
      const { action } = /** @type {{action?: object}} */ (params);
      this.wire.send(method === "act" ? { t: "act", n, action } : { t: "ask", n, what: method }, host);
    });
  }

  /** @param {string} method @param {object} [params] */
  behind(method, params = {}) { return this.call(method, params); }

  /** Say a line at the table. @param {string} text */
  say(text) { if (this.host) this.wire.send({ t: "say", text }, this.host); }

  /** Ask for another free seat in the lobby. @param {number} seat */
  sit(seat) { if (this.host) this.wire.send({ t: "sit", seat }, this.host); }

  /** Tell the lobby this friend is ready to play, or not. @param {boolean} ready */
  markReady(ready) { if (this.host) this.wire.send({ t: "ready", ready }, this.host); }

  /** @param {string} peer */
  leave(peer) {
    if (peer !== this.host) return;
    this.host = null;
    for (const { reject } of this.pending.values()) reject(failure("live_no_host", "The host's page left"));
    this.pending.clear();
    this.on.hostGone();
  }

  /** A message the host sealed for this page, if it is of a shape this page reads.
   * @param {unknown} message @param {string} peer */
  take(message, peer) {
    this.host = peer;  // the host's page, wherever it is now (it may have reloaded)
    const m = checkHostMessage(message);
    if (!m) return this.on.refused("live_garbage");
    if (m.t === "lobby" && m.v !== this.hello.v) return this.on.refused("live_version");
    if (m.t === "prove") this.prove(m.nonce, peer);
    else if (m.t === "lobby") this.on.lobby(m);
    else if (m.t === "play") this.play(m.reply);
    else if (m.t === "answer") this.answer(m);
    else if (m.t === "said") this.on.said(m);
    else if (m.t === "refused") this.on.refused(m.code, m);
  }

  /** Answer the host's challenge: the hello again, with the seat key's signature of it.
   * @param {string} nonce @param {string} peer */
  async prove(nonce, peer) {
    if (!this.hello.name) {  // a seat is taken under a name: the answer waits for one
      this.unanswered = { nonce, peer };
      return;
    }
    if (this.proved.has(nonce)) return;  // asked again for the same: answered once
    this.proved.add(nonce);
    const sig = await this.sign(seatProof(this.table, nonce));
    this.wire.send({ ...this.hello, nonce, sig }, peer);
  }

  /** What happened at the table, for the table to show in turn.
   * @param {import("./messages.js").Packet} packet */
  play(packet) {
    const reply = this.whole(packet);
    if (reply) for (const listener of [...this.listeners]) listener({ type: "reply", reply });
    else this.on.refused("live_garbage");
  }

  /** A packet as a table draws it: its frames' views stay what changed (the table lays
   * each over the view it shows), its final view is whole, laid over this page's. Null
   * when that is not a reply of this seat's shape (this page's view then stays).
   * @param {import("./messages.js").Packet} packet @returns {import("../table/types.js").Reply | null} */
  whole(packet) {
    /** @type {Partial<import("../table/types.js").View> | null} */
    const before = this.view;
    const shown = packet.frames.reduce((view, f) => (isObject(f.view) ? { ...view, ...f.view } : view), before);
    const reply = { ...packet, view: { ...shown, ...packet.view } };
    if (!isReply(reply)) return null;  // ANSWERS.act
    this.view = reply.view;
    this.config = reply.config;
    return reply;
  }

  /** A computer player plays this page's seat for now: the table stays as it stands, with
   * no decision offered, until the seat is its friend's again (a hello: `greet`). */
  standAside() {
    if (!this.view || !this.config) return;
    this.play({ frames: [], view: { legal: [], legal_say: [], prompt: null }, human_seat: this.view.seat, config: this.config });
  }

  /** @param {Extract<HostMessage, {t: "answer"}>} m */
  answer(m) {
    const waiter = this.pending.get(m.n);
    if (!waiter) return;
    this.pending.delete(m.n);
    if (m.error) return waiter.reject(failure(m.error.code, m.error.message, m.error.params));
    const reply = waiter.method === "act" ? this.whole(m.reply) : ANSWERS[waiter.method](m.reply) ? m.reply : null;
    if (reply) waiter.resolve(reply);
    else waiter.reject(failure("live_garbage", "The host's answer is not of its shape"));
  }
}
