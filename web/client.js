// The page's side of the worker protocol: one promise per request, matched by id.
import { keepOffline } from "./offline.js";

export class Client {
  constructor(url, { onProgress, onFatal }) {
    this.worker = new Worker(url, { type: "module" });
    this.nextId = 1;
    this.ready = false;  // the engine runs (requests sent before wait in the worker)
    this.pending = new Map();
    this.worker.onmessage = (event) => {
      const msg = event.data;
      if (msg.type === "progress" && msg.label === "ready") {
        this.ready = true;
        keepOffline().catch((err) => console.warn(`Offline play is not available: ${err.message}`));
      }
      if (msg.type === "progress") return onProgress(msg);
      if (msg.type === "fatal") return onFatal(msg.message);
      const waiter = this.pending.get(msg.id);
      if (!waiter) return;
      this.pending.delete(msg.id);
      if (msg.error) {  // code and params let the page say the engine's reason in its language
        const { kind, code, params } = msg.error;
        waiter.reject(Object.assign(new Error(msg.error.message), { kind, code, params }));
      } else waiter.resolve(msg.result);
    };
    this.worker.onerror = (event) => onFatal(event.message || "The game engine failed to start");
  }

  call(method, params = {}) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, method, params });
    });
  }
}
