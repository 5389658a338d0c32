// @ts-check
// A player's name at a live table, asked on the lobby's felt: once (it is kept for their
// next table), and again when the table refuses it; a friend sees the table meanwhile.
import { showScreen } from "../table/controller.js";
import { gameTitle, t } from "../services/text.js";
import { drawLobby } from "./lobby.js";
import { keepName } from "./tables.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The felt of `variant`'s table shown, with its title, over the loading line. @param {string} variant */
function showFelt(variant) {
  $("lobby-title").textContent = t("live-lobby-title", { title: gameTitle({ id: variant }) });
  $("loading").hidden = true;
  $("lobby").hidden = false;
}

/** Ask this player's name on the join form, over `table` (null before it is made), at the
 * table of `variant`: a friend's page that does not know it yet shows the form once the
 * host's lobby comes (`preview`). A name shows a letter or a digit, as the host's engine requires.
 * @param {import("../table/controller.js").Table | null} table @param {string} [variant] @returns {Promise<string>} */
export function askName(table, variant) {
  $("board").hidden = true;
  $("live-join").hidden = false;
  if (variant) showFelt(variant);
  showScreen(table, "join");
  const input = /** @type {HTMLInputElement} */ ($("live-name"));
  input.focus();
  return new Promise((resolve) => {
    /** @param {SubmitEvent} event */
    const submitted = (event) => {
      event.preventDefault();
      const name = input.value.trim();
      if (!/[\p{L}\p{N}]/u.test(name)) {
        input.setCustomValidity(t("live-name-letters"));
        input.reportValidity();
        return;
      }
      $("live-join").removeEventListener("submit", submitted);
      keepName(name);
      $("live-join").hidden = $("lobby").hidden = true;
      $("loading").hidden = false;
      resolve(name);
    };
    input.addEventListener("input", () => input.setCustomValidity(""));
    $("live-join").addEventListener("submit", submitted);
  });
}

/** The table a friend is about to join, drawn round the form where they type their name:
 * the game, who hosts it and who sits where. @param {import("./lobby.js").Lobby} lobby */
export function preview(lobby) {
  const first = $("lobby").hidden;
  showFelt(lobby.variant);
  drawLobby(lobby, $("lobby-seats"), { host: false });
  if (first) $("live-name").focus();  // the form comes into sight: once, not at each change of the lobby
}
