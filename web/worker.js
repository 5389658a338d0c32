// @ts-check
// The Python side of the page: Pyodide, the wheels and the engine's bridge, in a Worker.
// Requests: {id, method, params} -> replies {type: "reply", id, result | error}; anything
// else posted gets an error reply too.  Unasked messages have their own types:
// "progress" while loading, "fatal" if loading fails, and "thinking" with the position a
// computer player starts to decide for (the reply with its move comes later).
//
// SITE is written by the build: the runtime folder, the trimmed standard library, the
// engine's wheel (all at URLs that name their content), a lock file naming the wheels of
// the engine's dependencies (pydantic and its own) and of micropip under wheels/, the URLs
// of the wheels the worker loads (largest first: not micropip's), the packages it loads
// before the largest is in and those that wait for it, the size of the runtime's WebAssembly and the byte counts (of everything, and of the runtime's files), so
// that no request stands between this script and the runtime's downloads.
/**
 * What the build writes into SITE (webbuild/site.py WORKER_KEYS).
 * @typedef {object} Site
 * @property {string} runtime  the runtime's folder
 * @property {string} stdlib  the trimmed standard library
 * @property {string} full_stdlib  the whole one, read only for a module the trimmed one lacks
 * @property {string} engine  the engine's wheel
 * @property {{packages: Record<string, object>}} lock  Pyodide's lock file
 * @property {string[]} wheels  the URLs of the wheels the worker loads, largest first
 * @property {string[]} first  the packages loaded before the largest wheel is in
 * @property {string[]} last  the packages that wait for the largest wheel
 * @property {number} wasm_bytes  the runtime's WebAssembly
 * @property {number} bytes  everything
 * @property {number} boot_bytes  the runtime's files
 * @property {string[]} games  games a site ships beside the engine's package: their modules
 */
const SITE = /* build.py: site */ {};
const site = /** @type {Site} */ (SITE);  // as the build wrote it (an empty object before)
const base = new URL("./", import.meta.url);
const siteUrl = (/** @type {string} */ path) => new URL(path, base).href;
/** The engine's bridge's `handle`: a request's JSON in, the reply's JSON out (once it runs).
 * @type {((request: string) => string) | null} */
let handle = null;

/** @param {number} done @param {number} total @param {string} label */
function progress(done, total, label) {
  postMessage({ type: "progress", done, total, label });
}

/** Pyodide waits for ever when WebAssembly may not be compiled (a security policy
 * without 'wasm-unsafe-eval'), so try a tiny module first and say so at once. */
function checkWebAssembly() {
  try {
    new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
  } catch (err) {
    throw new Error(`this browser or page does not allow WebAssembly (${/** @type {Error} */ (err).message})`);
  }
}

/** The service worker's copy of a file of the runtime or a wheel, which it leaves to the
 * HTTP cache and the network unless asked for its copy (web/sw.js): offline, with the HTTP
 * cache emptied, the game still starts.
 * @param {typeof fetch} plainFetch @param {RequestInfo | URL} resource */
async function offlineCopy(plainFetch, resource) {
  const url = new URL(resource instanceof Request ? resource.url : resource, base);
  url.searchParams.set("offline-copy", "");
  const response = await plainFetch(url.href);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response;
}

/** Pyodide also waits for ever when the runtime's download fails, so every download is
 * watched: the first one that fails rejects the returned promise. */
function watchDownloads() {
  const plainFetch = globalThis.fetch;
  /** @type {(err: Error) => void} */
  let failed;
  /** @type {Promise<never>} */
  const failure = new Promise((_, reject) => { failed = reject; });
  globalThis.fetch = async (resource, init) => {
    const name = String(resource instanceof Request ? resource.url : resource).replace(base.href, "");
    const fail = (/** @type {string} */ why) => failed(new Error(
      `could not download ${name} (${why}). Check the connection and reload the page.`));
    let response;
    try {
      response = await plainFetch(resource, init);
    } catch (err) {
      response = await offlineCopy(plainFetch, resource).catch(() => null);
      if (!response) {
        fail(/** @type {Error} */ (err).message);
        throw err;
      }
    }
    if (!response.ok) fail(`HTTP ${response.status}`);
    return response;
  };
  return failure;
}

/** The runtime's own downloads (the page preloads them) first, the wheels only once those
 * are nearly in: on a slow link the wheels then download while the runtime compiles and
 * boots, instead of sharing the bandwidth with what it boots on.  This thread reads the
 * runtime's files as they come, since it is busy from their last byte to the end of the
 * boot (a promise settled then would start the wheels only after it); the wheels are
 * kept as blobs, which the browser fills meanwhile.  Pyodide's requests
 * for all of them are then answered by the HTTP cache (their URLs name their content).
 * Returns the engine's wheel's arrival. */
function downloadInOrder() {
  /** @param {string} path @param {number} [enough] */
  const arrived = (path, enough = Infinity) => /** @type {Promise<void>} */ (new Promise((resolve, reject) => {
    fetch(siteUrl(path)).then(async (response) => {
      const reader = /** @type {ReadableStream<Uint8Array>} */ (response.body).getReader();  // a file's: it has one
      for (let got = 0, chunk; !(chunk = await reader.read()).done;) {
        got += chunk.value.length;
        if (got >= enough) resolve();
      }
      resolve();
    }).catch(reject);
  }));
  const runtime = Promise.all([arrived(site.stdlib),
    arrived(site.runtime + "pyodide.asm.wasm", 0.95 * site.wasm_bytes)]);
  const kept = (/** @type {string} */ path) => {
    const blob = runtime.then(() => fetch(siteUrl(path))).then((response) => response.blob());
    blob.catch(() => {});  // a failed download is reported by watchDownloads
    return blob;
  };
  site.wheels.forEach(kept);
  return kept(site.engine);
}

async function start() {
  checkWebAssembly();
  const downloadFailure = watchDownloads();
  const total = site.bytes;
  progress(0, total, "runtime");
  // Read by the trimmed library's sitecustomize when a module is missing from it.
  /** @type {typeof globalThis & {tricktableFullStdlib?: string}} */ (globalThis).tricktableFullStdlib = siteUrl(site.full_stdlib);
  const engineArrived = downloadInOrder();
  /** @template T @param {Promise<T>} promise */
  const unlessFailed = (promise) => Promise.race([downloadFailure, promise]);
  const { loadPyodide } = await import(siteUrl(site.runtime + "pyodide.mjs"));
  const pyodide = await unlessFailed(loadPyodide({
    indexURL: siteUrl(site.runtime),
    stdLibURL: siteUrl(site.stdlib),
    lockFileContents: site.lock,
    packageBaseUrl: siteUrl("wheels/"),
  }));
  progress(site.boot_bytes, total, "wheels");
  // The engine's dependencies, the lock's packages, are loaded once the runtime runs (not
  // named to loadPyodide, which would ask for them at once).  The largest wheel
  // (pydantic_core's) arrives last, so everything that does not wait for it is done first:
  // the other packages loaded and the engine's wheel unpacked by loadPackage (its
  // dependencies being the lock's).  micropip stays in the lock for other pages (a
  // notebook installs the engine with it); here it would cost a download and 0.2 s of
  // CPU at every start for what loadPackage does.
  const quiet = { messageCallback: () => {} };
  await unlessFailed(pyodide.loadPackage(site.first, quiet));
  await unlessFailed(engineArrived);
  await unlessFailed(pyodide.loadPackage(siteUrl(site.engine), quiet));
  await unlessFailed(pyodide.loadPackage(site.last, quiet));
  progress(total, total, "engine");
  const bridge = pyodide.pyimport("tricktable.session.bridge");
  for (const name of site.games) pyodide.pyimport(name);  // games a site ships beside the engine's package (none here)
  bridge.on_thinking((/** @type {number} */ position) => postMessage({ type: "thinking", position }));
  handle = bridge.handle;
  progress(total, total, "ready");
}

/** What went wrong, in a line: a Python error's last line names it (the traceback before
 * it means nothing to a player). @param {unknown} thrown */
function describe(thrown) {
  const err = /** @type {{message?: unknown, type?: unknown} | null | undefined} */ (thrown);  // an Error, a PythonError, or anything
  const text = String(err && err.message || err);
  return err && err.type ? /** @type {string} */ (text.trim().split("\n").pop()) : text;  // split: a line at least
}

const ready = start();
ready.catch((err) => postMessage({ type: "fatal", message: describe(err) }));

/** @param {unknown} id @param {string} kind @param {string} message */
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
    const answer = /** @type {(request: string) => string} */ (handle);  // set once `ready` is
    const reply = JSON.parse(answer(JSON.stringify({ id, method, params: params || {} })));
    // The request's own id, always: Python cannot read the id of a request it refuses
    // unread (one too large, say) and replies with none, which would match no request.
    postMessage({ type: "reply", ...reply, id });
  } catch (err) {
    postMessage(errorReply(id, "WorkerError", describe(err)));
  }
};
