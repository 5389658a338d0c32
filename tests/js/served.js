// fetch() as the site's server answers the page: the staged tree's files by their URL
// (Node's own fetch reads no file: URL). The page's modules name the files they fetch from
// their own address, as in the browser; `offline()` makes every fetch fail as a browser
// without a connection does.
import { readFile } from "node:fs/promises";

/** A file of the staged tree as the server sends it (404 when there is none).
 * @param {RequestInfo | URL} url */
async function serve(url) {
  try {
    return new Response(await readFile(new URL(String(url))));
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
