// The Python side of the page: Pyodide, the wheels and the engine's bridge, in a Worker.
// Requests: {id, method, params} -> replies {type: "reply", id, result | error}.
// Unasked messages have their own types: "progress" while loading, "fatal" if loading fails.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL("./", import.meta.url);
let handle = null;

function progress(done, total, label) {
  postMessage({ type: "progress", done, total, label });
}

async function start() {
  const manifest = await (await fetch(new URL("manifest.json", base))).json();
  const wheelBytes = manifest.wheels.reduce((sum, w) => sum + w.bytes, 0);
  const total = manifest.runtime_bytes + wheelBytes;
  progress(0, total, "runtime");
  const pyodide = await loadPyodide({ indexURL: new URL("pyodide/", base).href });
  let done = manifest.runtime_bytes;
  progress(done, total, "wheels");
  // Wheels straight from this site, by URL: no package index is consulted.
  for (const wheel of manifest.wheels) {
    await pyodide.loadPackage(new URL(wheel.url, base).href, { messageCallback: () => {} });
    done += wheel.bytes;
    progress(done, total, "wheels");
  }
  const bridge = pyodide.pyimport("tricktable.bridge");
  handle = bridge.handle;
  progress(total, total, "ready");
}

const ready = start();
ready.catch((err) => postMessage({ type: "fatal", message: String(err && err.message || err) }));

onmessage = async (event) => {
  const { id, method, params } = event.data;
  try {
    await ready;
    const reply = JSON.parse(handle(JSON.stringify({ id, method, params: params || {} })));
    postMessage({ type: "reply", ...reply });
  } catch (err) {
    postMessage({ type: "reply", id, error: { kind: "WorkerError", message: String(err && err.message || err) } });
  }
};
