// The Python side of the page: Pyodide, the wheels and the engine's bridge, in a Worker.
// Requests: {id, method, params} -> replies {type: "reply", id, result | error}; anything
// else posted gets an error reply too.  Unasked messages have their own types:
// "progress" while loading, "fatal" if loading fails.
//
// SITE is written by the build: the runtime folder, the trimmed standard library, the
// engine's wheel (all at URLs that name their content), a lock file naming the wheels of
// micropip and of the engine's dependencies (pydantic and its own) under wheels/, and the
// byte count, so that no request stands between this script and the runtime's downloads.
const SITE = /* build.py: site */ {};
const base = new URL("./", import.meta.url);
const siteUrl = (path) => new URL(path, base).href;
let handle = null;

function progress(done, total, label, extra = {}) {
  postMessage({ type: "progress", done, total, label, ...extra });
}

/** Pyodide waits for ever when WebAssembly may not be compiled (a security policy
 * without 'wasm-unsafe-eval'), so try a tiny module first and say so at once. */
function checkWebAssembly() {
  try {
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  } catch (err) {
    throw new Error(`this browser or page does not allow WebAssembly (${err.message})`);
  }
}

/** Pyodide also waits for ever when the runtime's download fails, so every download is
 * watched: the first one that fails rejects the returned promise. */
function watchDownloads() {
  const plainFetch = globalThis.fetch;
  let failed;
  const failure = new Promise((_, reject) => { failed = reject; });
  globalThis.fetch = async (resource, init) => {
    const name = String(resource instanceof Request ? resource.url : resource).replace(base.href, "");
    const fail = (why) => failed(new Error(
      `could not download ${name} (${why}). Check the connection and reload the page.`));
    let response;
    try {
      response = await plainFetch(resource, init);
    } catch (err) {
      fail(err.message);
      throw err;
    }
    if (!response.ok) fail(`HTTP ${response.status}`);
    return response;
  };
  return failure;
}

/** The runtime's memory just after it boots (Python initialised, no package loaded yet),
 * kept in Cache Storage by the first visit and restored by the next ones, which then skip
 * booting Python (about 0.7 s of CPU).  Pyodide restores only a runtime without packages,
 * so the wheels are loaded after it either way.  The key names the runtime, the library
 * and this script (SITE.snapshot, written by the build): a new release never restores an
 * old snapshot, and Pyodide refuses one of another build anyway. */
const SNAPSHOTS = "tricktable-python-snapshot";
const snapshotUrl = () => siteUrl(`python-snapshot/${SITE.snapshot}`);

async function storedSnapshot() {
  try {
    const response = await (await caches.open(SNAPSHOTS)).match(snapshotUrl());
    return response ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;  // no Cache Storage here (an opaque origin, a private mode that lacks it)
  }
}

/** Keep the snapshot in place of any other (older releases' snapshots go). */
async function keepSnapshot(snapshot) {
  const cache = await caches.open(SNAPSHOTS);
  await Promise.all((await cache.keys()).map((request) => cache.delete(request)));
  await cache.put(snapshotUrl(), new Response(snapshot));
}

/** Boot the runtime from the stored snapshot, or boot it afresh and take one; returns the
 * runtime and the snapshot to keep, if one was taken. */
async function boot(loadPyodide, options) {
  const snapshot = await storedSnapshot();
  if (snapshot) {
    try {
      const pyodide = await loadPyodide({ ...options, _loadSnapshot: snapshot });
      // The snapshot holds the random module's state: every visit would draw the same.
      pyodide.runPython("import random; random.seed()");
      return { pyodide, made: null };
    } catch (err) {
      console.warn(`The stored Python snapshot did not load (${err.message}): starting afresh`);
    }
  }
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  return { pyodide, made: pyodide.makeMemorySnapshot() };
}

async function start() {
  checkWebAssembly();
  const downloadFailure = watchDownloads();
  const total = SITE.bytes;
  progress(0, total, "runtime");
  // Read by the trimmed library's sitecustomize when a module is missing from it.
  globalThis.tricktableFullStdlib = siteUrl(SITE.full_stdlib);
  // The runtime's own downloads (the page preloads them) come first, the wheels only once
  // they are nearly in: on a slow link the wheels then download while the runtime boots
  // instead of sharing the bandwidth with what it boots on.  This thread reads the
  // runtime's files as they come, since it is busy from their last byte to the end of the
  // boot; the wheels are kept as blobs, which the browser fills meanwhile.  Pyodide's and
  // micropip's requests for all of them are answered by the HTTP cache (their URLs name
  // their content).
  const arrived = async (path, enough = Infinity) => {
    const reader = (await fetch(siteUrl(path))).body.getReader();
    for (let got = 0, chunk; got < enough && !(chunk = await reader.read()).done;) got += chunk.value.length;
  };
  const packages = Object.keys(SITE.lock.packages);
  const wheels = Promise.all([arrived(SITE.stdlib), arrived(SITE.runtime + "pyodide.asm.wasm", 0.95 * SITE.wasm_bytes)])
    .then(() => Promise.all([...SITE.wheels, SITE.engine].map(
      (path) => fetch(siteUrl(path)).then((response) => response.blob()))));
  const { loadPyodide } = await import(siteUrl(SITE.runtime + "pyodide.mjs"));
  const { pyodide, made } = await Promise.race([downloadFailure, boot(loadPyodide, {
    indexURL: siteUrl(SITE.runtime),
    stdLibURL: siteUrl(SITE.stdlib),
    lockFileContents: SITE.lock,
    packageBaseUrl: siteUrl("wheels/"),
  })]);
  // The lock's packages: micropip and the engine's dependencies.
  await Promise.race([downloadFailure, pyodide.loadPackage(packages, { messageCallback: () => {} })]);
  await Promise.race([downloadFailure, wheels]);
  progress(total, total, "engine");
  // As in any Pyodide page: micropip installs the engine's wheel; its dependencies are
  // installed already, so nothing else is fetched.
  await Promise.race([downloadFailure, pyodide.pyimport("micropip").install(siteUrl(SITE.engine))]);
  handle = pyodide.pyimport("tricktable.bridge").handle;
  progress(total, total, "ready", { boot: made ? "fresh" : "snapshot" });
  if (made) keepSnapshot(made).catch((err) => console.warn(`No Python snapshot kept: ${err.message}`));
}

/** What went wrong, in a line: a Python error's last line names it (the traceback before
 * it means nothing to a player). */
function describe(err) {
  const text = String(err && err.message || err);
  return err && err.type ? text.trim().split("\n").pop() : text;
}

const ready = start();
ready.catch((err) => postMessage({ type: "fatal", message: describe(err) }));

function errorReply(id, kind, message) {
  return { type: "reply", id, error: { kind, message } };
}

onmessage = async (event) => {
  const request = event.data;
  if (request === null || typeof request !== "object" || Array.isArray(request)) {
    postMessage(errorReply(null, "BadRequest", "A request must be an object {id, method, params}"));
    return;
  }
  const { id = null, method, params } = request;
  try {
    await ready;
    const reply = JSON.parse(handle(JSON.stringify({ id, method, params: params || {} })));
    postMessage({ type: "reply", ...reply });
  } catch (err) {
    postMessage(errorReply(id, "WorkerError", describe(err)));
  }
};
