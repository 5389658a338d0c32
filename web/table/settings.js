// The player's settings for how the table looks and takes a card (theme, card size, a
// four-colour deck, confirm before playing), kept in this browser. Speed keeps its own key
// (state.js), which the address may also set. A stored value that is not one of a
// setting's own falls back to its default, so a damaged entry never breaks the page.

const KEY = "tricktable.settings";

/** Each setting's default; the first of CHOICES for those with named values. */
export const DEFAULTS = Object.freeze({ theme: "auto", cardSize: "normal", fourColour: false, confirmPlay: false });

/** The values a named setting takes (style.css and index.html name the same). */
const CHOICES = { theme: ["auto", "light", "dark", "contrast"], cardSize: ["small", "normal", "large"] };

/** Whether `value` is one `name` takes: one of its choices, or a boolean for a switch. */
const fits = (name, value) => (CHOICES[name] ? CHOICES[name].includes(value) : typeof value === "boolean");

/** `given`'s settings that fit, the default for every other (and nothing but settings). */
export function settingsFrom(given) {
  const source = given && typeof given === "object" ? given : {};
  return Object.fromEntries(Object.entries(DEFAULTS).map(([name, fallback]) =>
    [name, Object.hasOwn(source, name) && fits(name, source[name]) ? source[name] : fallback]));
}

/** The stored settings (defaults where storage is closed, empty or damaged). */
export function readSettings() {
  try {
    return settingsFrom(JSON.parse(localStorage.getItem(KEY)));
  } catch {
    return settingsFrom(null);
  }
}

/** Keep `settings` for the next visit; where storage is closed they last for this page. */
export function keepSettings(settings) {
  try {
    localStorage.setItem(KEY, JSON.stringify(settingsFrom(settings)));
  } catch { /* this page only */ }
}

/** Show `settings` in the dialog's form: a switch per boolean, a radio group per choice. */
export function fillSettingsForm(form, settings) {
  for (const [name, value] of Object.entries(settings)) {
    const field = form.elements[name];
    if (typeof value === "boolean") field.checked = value;
    else field.value = value;  // a radio group's RadioNodeList checks the radio of that value
  }
}

/** The settings the form shows. */
export const settingsOfForm = (form) => settingsFrom(Object.fromEntries(Object.entries(DEFAULTS).map(
  ([name, fallback]) => [name, typeof fallback === "boolean" ? form.elements[name].checked : form.elements[name].value])));
