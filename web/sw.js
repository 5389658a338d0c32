// @ts-check
// The offline copy of the site.  build.py lists every file with its content hash; each is
// cached under its hash when this worker installs (a file unchanged since the last version
// is not fetched again), and served from the cache from then on, so a second visit needs
// no network.  An update installs beside the running version and waits until the page
// asks for it ("skip-waiting"); activating drops every entry the new list does not name.
// A file is kept only if its bytes are the ones listed: a release deployed while this
// worker installs makes the install fail (the next page load installs the new release)
// rather than keep the new release's files under this one's hashes.
/** @type {Record<string, string>} */
const PRECACHE = /* build.py: precache */ {};
// Folders whose URLs name their content (a version, a hash): what they serve cannot change
// between releases, and an archive there may come in either of two valid forms (see
// webbuild/site_python.py), so only the URL is checked.
/** @type {string[]} */
const CONTENT_NAMED = /* build.py: content-named */ [];
const CACHE = "tricktable-files";
// TypeScript's webworker lib types `self` as a plain worker's scope; this one is a service worker's.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const scope = sw.registration.scope;
const keyOf = (/** @type {string} */ path) => `${new URL(path, scope).href}?rev=${PRECACHE[path]}`;

async function install() {
  const cache = await caches.open(CACHE);
  await Promise.all(Object.keys(PRECACHE).map(async (path) => {
    const kept = await cache.match(keyOf(path));
    if (kept && await isListed(path, kept)) return;  // checked again: earlier versions kept files unchecked
    const response = await fetch(new URL(path, scope), { cache: "no-cache" });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    if (!await isListed(path, response)) {
      throw new Error(`${path}: not this version's file (the site changed while it installed)`);
    }
    await cache.put(keyOf(path), response);
  }));
}

/** Whether a response holds the file the list names for `path`: its bytes have the listed
 * hash, or its URL names its content. @param {string} path @param {Response} response */
async function isListed(path, response) {
  return CONTENT_NAMED.some((folder) => path.startsWith(folder))
    || await hashOf(await response.clone().arrayBuffer()) === PRECACHE[path];
}

/** build.py's content hash of some bytes: the first 16 hex digits of their SHA-256.
 * @param {ArrayBuffer} bytes */
async function hashOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function activate() {
  const wanted = new Set(Object.keys(PRECACHE).map(keyOf));
  for (const name of await caches.keys()) {
    if (name !== CACHE && name.startsWith("tricktable-")) await caches.delete(name);
  }
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/** The precached path a request asks for: pages by their file, with any query ignored.
 * @param {Request} request */
function precachedPath(request) {
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.href.startsWith(scope)) return null;
  let path = url.origin + url.pathname === scope ? "./" : url.pathname.slice(new URL(scope).pathname.length);
  if (path === "index.html") path = "./";
  return path in PRECACHE ? path : null;
}

sw.addEventListener("install", (event) => event.waitUntil(install()));
sw.addEventListener("activate", (event) => event.waitUntil(activate()));
sw.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") sw.skipWaiting();
});
sw.addEventListener("fetch", (event) => {
  const path = precachedPath(event.request);
  if (!path) return;  // not part of the site: the network, as without this worker
  // The runtime's and the wheels' data (not its scripts, which an import asks for): the
  // browser's HTTP cache or the network (they are sent immutable), which hands WebAssembly
  // over with its compiled code and costs no trip through this worker, so a second visit's
  // engine starts sooner (docs/browser.md).  When that fails (offline, and not in the HTTP
  // cache), the engine's worker asks again with `?offline-copy` (web/worker.js): this
  // cache's copy.
  const data = event.request.destination === "" && CONTENT_NAMED.some((folder) => path.startsWith(folder));
  if (data && !new URL(event.request.url).searchParams.has("offline-copy")) return;
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(keyOf(path)))
    .then((cached) => cached || fetch(event.request)));
});
