// @ts-check
// The page's language and its words: the Fluent catalogs (web/locales/<lang>/*.ftl)
// formatted by @fluent/bundle. build.py puts English's words in the page's script
// (catalogs.js) and each other language's in a file of its own, fetched when the page
// first speaks it: a page carries one language's words, not four.
import { FluentBundle, FluentResource } from "../vendor/fluent-bundle-0.19.1/esm/index.js";
import { negotiateLanguages } from "../vendor/fluent-langneg-0.7.0/esm/index.js";
import { FILES, WORDS } from "../catalogs.js";
import SHARED from "../shared.js";

/** Every language, named in itself (as the picker shows it; the engine's list: shared.js).
 * English comes first: it is the fallback, for a message a catalog lacks and for a browser
 * that asks for none of these. */
export const LANGUAGES = SHARED.languages;
const SAVED = "tricktable.lang";
/** The languages' bundles, each once its words are in. @type {Record<string, FluentBundle>} */
const bundles = {};
/** The catalogs on their way. @type {Record<string, Promise<FluentBundle>>} */
const fetching = {};
let current = "en";
let asked = 0;  // the changes asked for: one overtaken by a later one is not spoken

/** @param {string} lang @param {string} words */
function bundleOf(lang, words) {
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const err of b.addResource(new FluentResource(words))) console.warn(`${lang}: ${err.message}`);
  return b;
}

/** A language's bundle if its words are in (those that come with the page: at once).
 * @param {string} lang @returns {FluentBundle | undefined} */
const ready = (lang) => bundles[lang] || (lang in WORDS ? (bundles[lang] = bundleOf(lang, WORDS[lang])) : undefined);

/** A language's bundle, its catalog fetched the first time (asked again after a failure:
 * the connection may be back). @param {string} lang @returns {Promise<FluentBundle>} */
function load(lang) {
  const b = ready(lang);
  if (b) return Promise.resolve(b);
  fetching[lang] ??= fetch(FILES[lang]).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (bundles[lang] = bundleOf(lang, await response.text()));
  }).finally(() => delete fetching[lang]);
  return fetching[lang];
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

/** Speak `lang` (English if it is none of LANGUAGES) once its words are in (fetched the first
 * time: until then the page keeps its words); `<html lang>` follows; `remember` keeps the
 * choice. Resolves to null, or, when its catalog cannot be fetched (offline, and not kept
 * by the service worker), to the words that say so in the language still spoken.
 * @param {string} lang @param {{remember?: boolean}} [how] @returns {Promise<string | null>} */
export async function setLanguage(lang, { remember = false } = {}) {
  const wanted = lang in LANGUAGES ? lang : "en";
  const mine = ++asked;
  try {
    await load(wanted);
  } catch (err) {
    console.warn(`${wanted}: ${/** @type {Error} */ (err).message}`);
    return mine === asked ? t("language-unavailable", { language: /** @type {Record<string, string>} */ (LANGUAGES)[wanted] }) : null;
  }
  if (mine !== asked) return null;
  current = wanted;
  document.documentElement.lang = current;
  if (!remember) return null;
  try {
    localStorage.setItem(SAVED, current);
  } catch { /* the choice holds for this page only */ }
  return null;
}

export const language = () => current;

/** Whether the catalogs have a message (the engine may name a reason the page does not know). */
export const hasMessage = (/** @type {string} */ id) => /** @type {FluentBundle} */ (ready("en")).hasMessage(id);

/** A message (or one of its attributes) in the current language, English if that catalog
 * lacks it; `args` are its variables.
 * @param {string} id @param {Record<string, any>} [args] @param {string | null} [attribute] */
export function t(id, args = {}, attribute = null) {
  for (const lang of new Set([current, "en"])) {
    const b = ready(lang);
    const message = b?.getMessage(id);
    const pattern = message && (attribute ? message.attributes[attribute] : message.value);
    if (!pattern) continue;
    /** @type {Error[]} */
    const errors = [];
    const text = /** @type {FluentBundle} */ (b).formatPattern(pattern, args, errors);
    for (const err of errors) console.warn(`${lang} ${id}: ${err.message}`);
    return text;
  }
  console.warn(`No message ${id}${attribute ? `.${attribute}` : ""}`);
  return id;
}

/** A list of names as the language joins them ("West and East", "Vestur og Austur"). */
export const listOf = (/** @type {string[]} */ items) =>
 new Intl.ListFormat(current, { type: "conjunction" }).format(items);
