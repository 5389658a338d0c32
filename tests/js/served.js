// fetch() as the site's server answers the page: the staged tree's files by their URL
// (Node's own fetch reads no file: URL), and the card sprite, named cards.svg in the
// sources, under the name the build gives it (webbuild/card_art.py). The page's modules
// name the files they fetch from their own address, as in the browser; `offline()` makes
// every fetch fail as a browser without a connection does.
import { readFileSync, readdirSync } from "node:fs";

const tree = new URL("../", import.meta.url);
export const SPRITE = new URL(/** @type {string} */ (readdirSync(tree).find((f) => /^cards-[0-9a-f]+\.svg$/.test(f))), tree);
/** Each URL the page asked for, in order. @type {string[]} */
export const fetched = [];

/** A file of the staged tree as the server sends it (404 when there is none), read at
 * once: the answer comes within the page's own promises, as from a warm cache.
 * @param {RequestInfo | URL} url */
async function serve(url) {
  fetched.push(String(url));
  try {
    const file = new URL(String(url));
    return new Response(readFileSync(file.pathname.endsWith("/cards.svg") ? SPRITE : file));
  } catch {
    return new Response("", { status: 404 });
  }
}

/** Fetch from the staged tree from now on. */
export const online = () => { globalThis.fetch = /** @type {typeof fetch} */ (serve); };

/** Every fetch fails from now on, as offline with nothing kept. */
export const offline = () => {
  globalThis.fetch = async () => { throw new TypeError("Failed to fetch"); };
};

online();
