// @ts-check
// A player's name at a live table, asked on the page's join form: once (it is kept for
// their next table), and again when the table refuses it.
import { showScreen } from "../table/controller.js";
import { gameTitle, t } from "../services/text.js";
import { keepName } from "./tables.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Ask this player's name on the join form, over `table` (null before it is made). A name
 * shows a letter or a digit, as the host's engine requires.
 * @param {import("../table/controller.js").Table | null} table @returns {Promise<string>} */
export function askName(table) {
  $("loading").hidden = $("lobby").hidden = $("board").hidden = true;
  $("live-join").hidden = false;
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
      $("live-join").hidden = true;
      $("loading").hidden = false;
      resolve(name);
    };
    input.addEventListener("input", () => input.setCustomValidity(""));
    $("live-join").addEventListener("submit", submitted);
  });
}

/** The table a friend is about to join, shown over the form where they type their name:
 * the game and who hosts it. @param {{variant: string, seats: {who: string, name: string | null}[]}} lobby */
export function preview(lobby) {
  const host = lobby.seats.find((s) => s.who === "host")?.name;
  const title = gameTitle({ id: lobby.variant });
  $("live-join-game").textContent = host ? t("live-join-table", { title, host }) : title;
}
