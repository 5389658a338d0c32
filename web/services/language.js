// @ts-check
// The page's language and its words: the Fluent catalogs (web/locales/<lang>/*.ftl, which
// build.py turns into the modules imported here) formatted by @fluent/bundle.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle-0.19.1/esm/index.js";
import { negotiateLanguages } from "../vendor/fluent-langneg-0.7.0/esm/index.js";
import SOURCES from "../locales/all.js";
import SHARED from "../shared.js";

/** Every language, named in itself (as the picker shows it; the engine's list: shared.js).
 * English comes first: it is the fallback, for a message a catalog lacks and for a browser
 * that asks for none of these. */
export const LANGUAGES = SHARED.languages;
const SAVED = "tricktable.lang";
/** @type {Record<string, FluentBundle>} */
const bundles = {};
let current = "en";

/** @param {string} lang */
function bundle(lang) {
  if (!bundles[lang]) {
    const b = new FluentBundle(lang, { useIsolating: false });
    for (const err of b.addResource(new FluentResource(/** @type {Record<string, string>} */ (SOURCES)[lang]))) console.warn(`${lang}: ${err.message}`);
    bundles[lang] = b;
  }
  return bundles[lang];
}

/** The language to start in: the page's `?lang=`, then the choice saved by the picker,
 * then the browser's languages, matched by @fluent/langneg (nl-BE finds nl). */
export function chooseLanguage(search = location.search) {
  const asked = [new URLSearchParams(search).get("lang"), savedLanguage(), ...(navigator.languages || [])];
  return negotiateLanguages(/** @type {string[]} */ (asked.filter(Boolean)), Object.keys(LANGUAGES),

    { strategy: "lookup", defaultLocale: "en" })[0];
}

/** The language the player chose with the picker, if any (it wins over a link's). */
export function savedLanguage() {
  try {
    return localStorage.getItem(SAVED);
  } catch {
    return null;
  }
}

/** Speak `lang` from now on (`<html lang>` follows); `remember` keeps the choice.
 * @param {string} lang @param {{remember?: boolean}} [how] */
export function setLanguage(lang, { remember = false } = {}) {
  current = lang in SOURCES ? lang : "en";
  document.documentElement.lang = current;
  if (!remember) return;
  try {
    localStorage.setItem(SAVED, current);
  } catch { /* the choice holds for this page only */ }
}

export const language = () => current;

/** Whether the catalogs have a message (the engine may name a reason the page does not know). */
export const hasMessage = (/** @type {string} */ id) => bundle("en").hasMessage(id);

/** A message (or one of its attributes) in the current language, English if that catalog
 * lacks it; `args` are its variables.
 * @param {string} id @param {Record<string, any>} [args] @param {string | null} [attribute] */
export function t(id, args = {}, attribute = null) {
  for (const lang of new Set([current, "en"])) {
    const b = bundle(lang);
    const message = b.getMessage(id);
    const pattern = message && (attribute ? message.attributes[attribute] : message.value);
    if (!pattern) continue;
    /** @type {Error[]} */
    const errors = [];
    const text = b.formatPattern(pattern, args, errors);
    for (const err of errors) console.warn(`${lang} ${id}: ${err.message}`);
    return text;
  }
  console.warn(`No message ${id}${attribute ? `.${attribute}` : ""}`);
  return id;
}

/** A list of names as the language joins them ("West and East", "Vestur og Austur"). */
export const listOf = (/** @type {string[]} */ items) =>
 new Intl.ListFormat(current, { type: "conjunction" }).format(items);
