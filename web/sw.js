// The offline copy of the site.  build.py lists every file with its content hash; each is
// cached under its hash when this worker installs (a file unchanged since the last version
// is not fetched again), and served from the cache from then on, so a second visit needs
// no network.  An update installs beside the running version and waits until the page
// asks for it ("skip-waiting"); activating drops every entry the new list does not name.
const PRECACHE = /* build.py: precache */ {};
const CACHE = "tricktable-files";
const scope = self.registration.scope;
const keyOf = (path) => `${new URL(path, scope).href}?rev=${PRECACHE[path]}`;

async function install() {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all(Object.keys(PRECACHE).filter((path) => !have.has(keyOf(path))).map(async (path) => {
    const response = await fetch(new URL(path, scope), { cache: "no-cache" });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    await cache.put(keyOf(path), response);
  }));
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

/** The precached path a request asks for: pages by their file, with any query ignored. */
function precachedPath(request) {
  const url = new URL(request.url);
  if (request.method !== "GET" || !url.href.startsWith(scope)) return null;
  let path = url.origin + url.pathname === scope ? "./" : url.pathname.slice(new URL(scope).pathname.length);
  if (path === "index.html") path = "./";
  return path in PRECACHE ? path : null;
}

self.addEventListener("install", (event) => event.waitUntil(install()));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});
self.addEventListener("fetch", (event) => {
  const path = precachedPath(event.request);
  if (!path) return;  // not part of the site: the network, as without this worker
  event.respondWith(caches.open(CACHE)
    .then((cache) => cache.match(keyOf(path)))
    .then((cached) => cached || fetch(event.request)));
});
