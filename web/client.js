// The page's side of the worker protocol: one promise per request, matched by id.
import { keepOffline } from "./offline.js";

export class Client {
  constructor(url, { onProgress, onFatal }) {
    this.worker = new Worker(url, { type: "module" });
    this.nextId = 1;
    this.ready = false;  // the engine runs (requests sent before wait in the worker)
    this.pending = new Map();
    this.onThinking = () => {};  // (position): a computer player starts to decide for it
    this.worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress" && msg.label === "ready") {
        this.ready = true;
        keepOffline().catch((err) => console.warn(`Offline play is not available: ${err.message}`));
      }
      if (msg.type === "progress") return onProgress(msg);
      if (msg.type === "fatal") return onFatal(msg.message);
      if (msg.type === "thinking") return this.onThinking(msg.position);
      const id = this.pending.has(msg.id) ? msg.id : this.unmatched(msg);
      const waiter = this.pending.get(id);
      if (!waiter) return;
      this.pending.delete(id);
      if (msg.error) {  // code and params let the page say the engine's reason in its language
        const { kind, code, params } = msg.error;
        waiter.reject(Object.assign(new Error(msg.error.message), { kind, code, params }));
      } else waiter.resolve(msg.result);
    };
    this.worker.onerror = (event) => onFatal(event.message || "The game engine failed to start");
  }

  /** The request a reply without a known id answers: the oldest one waiting, when the
   * reply has no id at all (the worker could not read the request's). The worker answers
   * in the order it was asked (every request waits for the same start, then runs at once),
   * so that is the request that caused it; a request left unsettled would leave the
   * table waiting for ever. */
  unmatched(msg) {
    return msg.id === null || msg.id === undefined ? this.pending.keys().next().value : undefined;
  }

  call(method, params = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, params });
    });
  }

  /** A request the page needs no answer to before the player acts (the resume of a
   * position already on show): here, sent at once like any other. */
  behind(method, params = {}) {
    return this.call(method, params);
  }
}

/** A client whose engine starts only when the table needs it: requests sent `behind` wait
 * unsent, and the first `call` starts the engine (`open()`, a Client) and sends them, in
 * order, before itself. A page that shows a position the site worked out in advance (a
 * rules page's live table) so costs the reader nothing until their first move. */
export class OnDemandClient {
  constructor(open) {
    this.open = open;
    this.client = null;
    this.waiting = [];
    this.onThinking = () => {};
  }

  get ready() {
    return this.client?.ready ?? false;
  }

  behind(method, params = {}) {
    if (this.client) return this.client.call(method, params);
    return new Promise((resolve, reject) => this.waiting.push({ method, params, resolve, reject }));
  }

  /** Start the engine now and send what waits behind (a decision that waits for their
   * answers, as on a link's opening: controller.js). */
  start() {
    if (this.client) return;
    this.client = this.open();
    this.client.onThinking = (position) => this.onThinking(position);
    for (const { method: m, params: p, resolve, reject } of this.waiting.splice(0)) {
      this.client.call(m, p).then(resolve, reject);
    }
  }

  call(method, params = {}) {
    this.start();
    return this.client.call(method, params);
  }
}
