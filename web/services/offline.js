// @ts-check
// Install the site for offline play (sw.js) and offer a newer version when one is cached.
import { WORDS } from "./text.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));


/** Show that a new version is ready, with a button to use it, in a line of its own that
 * stays until the player uses it (the message area above it changes with every move).
 * @param {ServiceWorker} waiting */
function offerUpdate(waiting) {
  const button = document.createElement("button");
  button.type = "button";
  button.id = "update-reload";
  button.textContent = WORDS.updateReload;
  button.addEventListener("click", () => {
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    waiting.postMessage({ type: "skip-waiting" });
  });
  const box = $("update");
  box.replaceChildren(`${WORDS.updateReady} `, button);
  box.hidden = false;
}

/** Register the service worker; call once the engine runs, so that caching the site
 * never competes with the first load for the network. */
export async function keepOffline() {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register("sw.js");
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  };
  const watch = (/** @type {ServiceWorker | null} */ installing) => installing && installing.addEventListener("statechange", () => {
    if (installing.state === "installed") offerIfWaiting();
  });
  offerIfWaiting();
  watch(registration.installing);  // an update found before this page asked
  registration.addEventListener("updatefound", () => watch(registration.installing));
}
