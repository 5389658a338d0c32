// The Python side of the page: Pyodide, the wheels and the engine's bridge, in a Worker.
// Requests: {id, method, params} -> replies {type: "reply", id, result | error}.
// Unasked messages have their own types: "progress" while loading, "fatal" if loading fails.
const base = new URL("./", import.meta.url);
let handle = null;

function progress(done, total, label) {
  postMessage({ type: "progress", done, total, label });
}

async function start() {
  const manifest = await (await fetch(new URL("manifest.json", base))).json();
  const runtime = new URL(manifest.runtime, base);
  const { loadPyodide } = await import(new URL("pyodide.mjs", runtime).href);
  const pyodide = await loadPyodide({ indexURL: runtime.href });
  const wheelBytes = manifest.wheels.reduce((sum, w) => sum + w.bytes, 0);
  const total = manifest.runtime_bytes + wheelBytes;
  progress(manifest.runtime_bytes, total, "wheels");
  // All wheels at once, straight from this site by URL: no package index is consulted.
  await pyodide.loadPackage(manifest.wheels.map((w) => new URL(w.url, base).href),
    { messageCallback: () => {} });
  progress(total, total, "engine");
  handle = pyodide.pyimport("tricktable.bridge").handle;
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
