// @ts-check
// Saved games: one localStorage slot per game, so a second game (another tab, a link)
// never overwrites the first. Writing may fail (storage full or closed): the caller is told and
// play goes on in memory. Nothing saved is removed unless a copy is safely elsewhere.
import { checkRecord } from "./record.js";
import { WORDS } from "./text.js";

const PREFIX = "tricktable.save.";
const ASIDE = "tricktable.unreadable.";
const LEGACY = "tricktable.game";     // the single slot of earlier versions
const TAB = "tricktable.tab";         // sessionStorage: the game this tab plays
// An embedded table's one game, by embed id: apart from the app's slots (which readSaves
// lists), so embeds on a page (the rules pages share the app's origin) never meet them.
const EMBED = "tricktable.embed.";

export const newGameId = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 8);

/** Store a record (in its own slot unless `key` is given); false if the browser refused
 * (storage full, the record too large, or storage closed to the page: some browsers close
 * it to embedded pages).
 * @param {{id?: string | null, [field: string]: unknown}} record  a game's (or, at `key`, any JSON value's)
 * @param {string} [key] */
export function writeSave(record, key = PREFIX + record.id) {
  try {
    localStorage.setItem(key, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Every readable record, newest first, and every unreadable one with its reason. */
export function readSaves() {
  /** @type {import("../table/types.js").StoredRecord[]} */
  const good = [];
  /** @type {{key: string, reason: string}[]} */
  const bad = [];
  for (const key of storageKeys()) {
    if (!key.startsWith(PREFIX)) continue;
    try {
      const record = readRecord(key, key.slice(PREFIX.length));
      if (record) good.push(record);  // null: removed meanwhile (another tab)
    } catch (err) {
      bad.push({ key, reason: /** @type {Error} */ (err).message });
    }
  }
  good.sort((a, b) => b.updated - a.updated);
  return { good, bad };
}

/** The record stored at `key` for the game `id`, checked (null if none); throws why it is
 * not one, in a player's words. @param {string} key @param {string} id */
export function readRecord(key, id) {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  return checkRecord(parsed(text), id);
}

/** JSON text as a value; what is not JSON is no saved game.
 * @param {string} text @returns {any} */
function parsed(text) {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(WORDS.notASave);
  }
}

/** @returns {string[]} */
function storageKeys() {
  try {
    return [...Array(localStorage.length).keys()].map((i) => /** @type {string} */ (localStorage.key(i)));  // i < length
  } catch {
    return [];
  }
}

/** Move an unreadable entry out of the way; false (and left in place) if there is no room.
 * @param {string} key */
export function setAside(key) {
  try {
    const value = localStorage.getItem(key);
    localStorage.setItem(ASIDE + key.replace(PREFIX, ""), String(value));  // as setItem would write it
    localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} id */
export function removeSave(id) {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch { /* nothing to remove */ }
}

/** Remember which game this tab plays. @param {string} id */
export function setTabGameId(id) {
  try {
    sessionStorage.setItem(TAB, id);
  } catch { /* a reload of this tab will then pick the newest game */ }
}

/** The game this tab was playing (it survives a reload of the tab). */
export function tabGameId() {
  try {
    return sessionStorage.getItem(TAB);
  } catch {
    return null;
  }
}

/** Bring a save of the single-slot format into its own slot; the old one goes only once
 * copied. Returns why it could not be read, or null. */
export function migrateLegacy() {
  let text;
  try {
    text = localStorage.getItem(LEGACY);
  } catch {
    return null;
  }
  if (!text) return null;
  let record;
  try {
    const old = parsed(text);
    const id = newGameId();
    record = checkRecord({ human_seat: 0, level: "hard", ...old, id, updated: Date.now(), over: false }, id);
  } catch (err) {
    return /** @type {Error} */ (err).message;
  }
  if (writeSave(record)) localStorage.removeItem(LEGACY);
  return null;
}

/** The JSON value of every entry whose key starts with `prefix` (statistics keep one entry
 * per finished game, see stats.js), with its key; what is not JSON is left out.
 * @param {string} prefix @returns {{key: string, value: any}[]} */
export function readEntries(prefix) {
  const out = [];
  for (const key of storageKeys()) {
    if (!key.startsWith(prefix)) continue;
    try {
      out.push({ key, value: parsed(String(localStorage.getItem(key))) });  // null (gone meanwhile): as JSON.parse reads it
    } catch { /* not one of ours: left where it is */ }
  }
  return out;
}

/** Remove every entry whose key starts with one of `prefixes`. @param {...string} prefixes */
export function removeEntries(...prefixes) {
  for (const key of storageKeys()) {
    if (!prefixes.some((p) => key.startsWith(p))) continue;
    try {
      localStorage.removeItem(key);
    } catch { /* storage closed meanwhile: nothing to remove */ }
  }
}

export const LEGACY_KEY = LEGACY;
export const saveKey = (/** @type {string} */ id) => PREFIX + id;
export const embedKey = (/** @type {string} */ id) => EMBED + id;

// Storage closed to the page (browsers close it to a page framed by another site), told
// apart from storage that is full, and opened where the browser lets the player open it.

/** Whether the browser refuses this page its storage at all (reading `localStorage` is
 * refused), as against storage that is there but full. */
export function storageBlocked() {
  try {
    return !window.localStorage;
  } catch {
    return true;
  }
}

/** Ask for this page's own storage through the Storage Access API: on the player's click,
 * or with none when the browser granted it on an earlier visit.  Whether storage is open
 * now (a browser may grant the request and keep storage closed all the same). */
export async function openStorage({ clicked = false } = {}) {
  if (!storageBlocked()) return true;
  try {
    const granted = !clicked && (await navigator.permissions.query({ name: "storage-access" })).state === "granted";
    if (clicked || granted) await document.requestStorageAccess();
  } catch { /* the API is missing, or the browser said no */ }
  return !storageBlocked();
}
