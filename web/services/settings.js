// @ts-check
// The player's settings for how the table looks and takes a card (theme, card size, a
// four-colour deck, confirm before playing), kept in this browser. Speed keeps its own key
// (state.js), which the address may also set. A stored value that is not one of a
// setting's own falls back to its default, so a damaged entry never breaks the page.

const KEY = "tricktable.settings";

/** @typedef {{theme: string, cardSize: string, fourColour: boolean, confirmPlay: boolean}} Settings */

/** Each setting's default; the first of CHOICES for those with named values. */
/** @type {Readonly<Settings>} */
export const DEFAULTS = Object.freeze({ theme: "auto", cardSize: "normal", fourColour: false, confirmPlay: false });

/** The values a named setting takes (style.css and index.html name the same). */
/** @type {Record<string, string[]>} */
const CHOICES = { theme: ["auto", "light", "dark", "contrast"], cardSize: ["small", "normal", "large"] };

/** Whether `value` is one `name` takes: one of its choices, or a boolean for a switch. */
const fits = (/** @type {string} */ name, /** @type {unknown} */ value) => (CHOICES[name] ? CHOICES[name].includes(/** @type {string} */ (value))
 : typeof value === "boolean");

/** `given`'s settings that fit, the default for every other (and nothing but settings).
 * @param {unknown} given  anything (parsed from storage, or a form's)
 * @returns {Settings} */
export function settingsFrom(given) {
  const source = /** @type {Record<string, unknown>} */ (given && typeof given === "object" ? given : {});
  return /** @type {Settings} */ (Object.fromEntries(Object.entries(DEFAULTS).map(([name, fallback]) =>
    [name, Object.hasOwn(source, name) && fits(name, source[name]) ? source[name] : fallback])));
}

/** The stored settings (defaults where storage is closed, empty or damaged). */
export function readSettings() {
  try {
    return settingsFrom(JSON.parse(localStorage.getItem(KEY) ?? "null"));
  } catch {
    return settingsFrom(null);
  }
}

/** Keep `settings` for the next visit; where storage is closed they last for this page.
 * @param {Settings} settings */
export function keepSettings(settings) {
  try {
    localStorage.setItem(KEY, JSON.stringify(settingsFrom(settings)));
  } catch { /* this page only */ }
}

/** Show `settings` in the dialog's form: a switch per boolean, a radio group per choice.
 * @param {HTMLFormElement} form @param {Settings} settings */
export function fillSettingsForm(form, settings) {
  for (const [name, value] of Object.entries(settings)) {
    const field = /** @type {HTMLInputElement | RadioNodeList} */ (form.elements.namedItem(name));
    if (typeof value === "boolean") /** @type {HTMLInputElement} */ (field).checked = value;
    else field.value = value;  // a radio group's RadioNodeList checks the radio of that value
  }
}

/** The settings the form shows. @param {HTMLFormElement} form */
export const settingsOfForm = (form) => settingsFrom(Object.fromEntries(Object.entries(DEFAULTS).map(
  ([name, fallback]) => [name, typeof fallback === "boolean"
    ? /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).checked
    : /** @type {HTMLInputElement | RadioNodeList} */ (form.elements.namedItem(name)).value])));

