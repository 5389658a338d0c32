// @ts-check
// The app's menu and its Settings dialog: sound, speed, look, each kept for the next visit.
import { listenForFirstTouch, setSound, soundOn } from "../services/sound.js";
import { fillSettingsForm, keepSettings, readSettings, settingsOfForm } from "../services/settings.js";
import { applyLook } from "../table/render.js";
import { keepSpeed } from "../table/state.js";

/** @typedef {import("../table/controller.js").Table} Table */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A menu closes as menus do: a tap outside it, Escape (back to its button), or a choice
 * made in it (a link or button; not a switch or the speed, which may be changed again).
 * @param {HTMLDetailsElement} menu */
function closeMenuFromOutside(menu) {
  const close = () => { menu.open = false; };
  document.addEventListener("pointerdown", (event) => { if (menu.open && !menu.contains(/** @type {Node} */ (event.target))) close(); });
  menu.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !menu.open) return;
    close();
    /** @type {HTMLElement} */ (menu.querySelector("summary")).focus();
  });
  menu.addEventListener("click", (event) => {
    if (/** @type {Element} */ (event.target).closest(".menu-items > button:not([aria-pressed]), .menu-items > a")) close();
  });
}

/** Whether sounds are on, shown on the menu's switch and in Settings. @param {boolean} on */
function showSound(on) {
  $("btn-sound").setAttribute("aria-pressed", String(on));
  /** @type {HTMLInputElement} */ (/** @type {HTMLFormElement} */ ($("settings-form")).elements.namedItem("sound")).checked = on;
}

/** The player turns sounds on or off (the menu's switch or Settings): kept, and shown on both.
 * @param {boolean} on */
function chooseSound(on) {
  setSound(on);
  showSound(on);
}

/** The speed, chosen in the menu or in Settings: one choice, both show it. @param {Table} table */
function bindSpeed(table) {
  const menu = /** @type {HTMLSelectElement} */ ($("speed"));
  const dialog = /** @type {HTMLSelectElement} */ ($("settings-speed"));
  dialog.replaceChildren(...[...menu.options].map((o) => o.cloneNode(true)));
  for (const select of [menu, dialog]) {
    select.value = table.state.speed;
    select.addEventListener("change", () => {
      menu.value = dialog.value = select.value;
      table.store.update((s) => { s.speed = select.value; });
      keepSpeed(select.value);
    });
  }
}

/** The Settings dialog: each change applies at once and is kept for the next visit.
 * @param {Table} table */
function bindSettings(table) {
  const form = /** @type {HTMLFormElement} */ ($("settings-form"));
  $("btn-settings").addEventListener("click", () => {
    fillSettingsForm(form, readSettings());
    /** @type {HTMLDialogElement} */ ($("settings-dialog")).showModal();
  });
  form.addEventListener("change", (event) => {
    const field = /** @type {HTMLInputElement} */ (event.target);  // a change in the form: one of its fields
    if (field.name === "speed") return;  // bindSpeed's
    if (field.name === "sound") return chooseSound(field.checked);  // sound.js keeps it
    const chosen = settingsOfForm(form);
    applyLook(chosen);
    keepSettings(chosen);
    table.store.update((s) => Object.assign(s, { confirmPlay: chosen.confirmPlay, raised: null }));
  });
}


/** The menu's switches and the Settings dialog, on `table`. @param {Table} table */
export function bindMenu(table) {
  showSound(soundOn());
  $("btn-sound").addEventListener("click", () => chooseSound(!soundOn()));
  listenForFirstTouch();  // the embedded table stays silent: its host's reader did not ask for sound
  closeMenuFromOutside(/** @type {HTMLDetailsElement} */ (document.querySelector(".bar .menu")));
  bindSpeed(table);
  bindSettings(table);
}
