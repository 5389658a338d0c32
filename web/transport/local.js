// @ts-check
// The local transport: the engine in this page's own worker (transport.js says what a
// transport is; the page that opens it shows its progress: engine.js).
import { Pushes } from "./transport.js";

/** @typedef {import("./transport.js").Transport} Transport */
/** @typedef {import("./transport.js").Push} Push */

/** A request waiting for its reply.
 * @typedef {{resolve: (value: any) => void, reject: (err: Error) => void}} Waiter */

/** The engine in a worker (web/worker.js): one promise per request, matched by id.
 * @implements {Transport} */
export class WorkerTransport {
  /**
   * @param {string | URL} url
   * @param {{onProgress: (msg: {type: "progress", done: number, total: number, label: string}) => void,
   *   onFatal: (message: string) => void}} hooks
   */
  constructor(url, { onProgress, onFatal }) {
    this.worker = new Worker(url, { type: "module" });
    this.nextId = 1;
    this.ready = false;  // the engine runs (requests sent before wait in the worker)
    /** @type {Map<number, Waiter>} */
    this.pending = new Map();
    this.pushes = new Pushes();
    this.worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress" && msg.label === "ready") this.ready = true;
      if (msg.type === "progress") return onProgress(msg);
      if (msg.type === "fatal") return onFatal(msg.message);
      if (msg.type === "thinking") return this.pushes.push(msg);
      this.settle(msg);
    };
    this.worker.onerror = (event) => onFatal(event.message || "The game engine failed to start");
  }

  /** Settle the request a reply answers, by its id. Every request this page sends has
   * one; a reply without (to a message posted to the worker by someone else, such as a
   * console) answers none of them: settling the oldest with it would tell the table a
   * move failed that the engine made.
   * @param {{id?: number, result?: any, error?: {message: string, kind?: string, code?: string, params?: object}}} msg */
  settle(msg) {
    const { id } = msg;
    if (id === undefined) return;
    const waiter = this.pending.get(id);
    if (!waiter) return;
    this.pending.delete(id);
    if (msg.error) {  // code and params let the page say the engine's reason in its language
      const { kind, code, params } = msg.error;
      waiter.reject(Object.assign(new Error(msg.error.message), { kind, code, params }));
    } else waiter.resolve(msg.result);
  }

  /** @param {(push: Push) => void} listener */
  listen(listener) {
    return this.pushes.listen(listener);
  }

  /** @param {string} method @param {object} [params] @returns {Promise<any>} */
  call(method, params = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, params });
    });
  }

  /** Here, sent at once like any other request. @param {string} method @param {object} [params] */
  behind(method, params = {}) {
    return this.call(method, params);
  }
}

/** A transport whose engine starts only when the table needs it: requests sent `behind`
 * wait unsent, and the first `call` starts the engine (`open()`, a WorkerTransport) and
 * sends them, in order, before itself. A page that shows a position the site worked out in
 * advance (a rules page's live table) so costs the reader nothing until their first move.
 * @implements {Transport} */
export class OnDemandTransport {
  /** @param {() => Transport} open */
  constructor(open) {
    this.open = open;
    /** @type {Transport | null} */
    this.transport = null;
    /** @type {({method: string, params: object} & Waiter)[]} */
    this.waiting = [];
    this.pushes = new Pushes();
  }

  get ready() {
    return this.transport?.ready ?? false;
  }

  /** @param {(push: Push) => void} listener */
  listen(listener) {
    return this.pushes.listen(listener);
  }

  /** @param {string} method @param {object} [params] @returns {Promise<any>} */
  behind(method, params = {}) {
    if (this.transport) return this.transport.call(method, params);
    return new Promise((resolve, reject) => this.waiting.push({ method, params, resolve, reject }));
  }

  /** Start the engine now and send what waits behind (a decision that waits for their
   * answers, as on a link's opening: games.js). */
  start() {
    if (this.transport) return;
    const transport = this.open();
    this.transport = transport;
    transport.listen((frame) => this.pushes.push(frame));
    for (const { method: m, params: p, resolve, reject } of this.waiting.splice(0)) {
      transport.call(m, p).then(resolve, reject);
    }
  }

  /** @param {string} method @param {object} [params] @returns {Promise<any>} */
  call(method, params = {}) {
    this.start();
    return /** @type {Transport} */ (this.transport).call(method, params);
  }
}
