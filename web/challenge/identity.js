// @ts-check
// Who played a challenge's result, beyond the name they typed: each browser makes an
// Ed25519 key pair once (WebCrypto), its private half not extractable, and keeps it in
// IndexedDB; it signs the result its player ends (what the engine digests: the challenge,
// the name and the moves, py/tricktable/session/challenge.py), and the link carries the
// public key and the signature. Each result of a link is verified here (the engine has no
// signature library), shown with its key's fingerprint, and marked where its key is not
// the one this browser knows for that name; this browser's own result is found by its key.
// A key proves that results signed with it came from one browser, not who sits at it:
// storage cleared makes a new key (docs/browser.md).

import { fromBase64url, toBase64url } from "../services/base64url.js";

const ED25519 = { name: "Ed25519" };
const DB = "tricktable-identity";
const STORE = "keys";
const SIGNING = "signing";


/** @typedef {{key: string, sign: (digest: string) => Promise<string>}} Identity  a public key and what signs with it */
/** @typedef {{key: string, sig: string, digest: string} | null} Signed  a result's signature, what it signs; null: unsigned */
/** @typedef {"signed" | "changed" | "unsigned" | "unchecked" | "forged"} State */
/** @typedef {{state: State, print: string, key: string | null}} Who  a result's signer as the page shows it */

/** A new key pair: the private key cannot be exported, so it never leaves this browser. */
export const newKeyPair = () => /** @type {Promise<CryptoKeyPair>} */ (crypto.subtle.generateKey(ED25519, false, ["sign", "verify"]));

/** The identity of a key pair: its public key in base64url, and a signer of digests.
 * @param {CryptoKeyPair} pair @returns {Promise<Identity>} */
export async function identityOf(pair) {
  const key = toBase64url(new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey)));
  const sign = async (/** @type {string} */ digest) => toBase64url(new Uint8Array(
    await crypto.subtle.sign(ED25519, pair.privateKey, fromBase64url(digest))));
  return { key, sign };
}

/** @template T @param {IDBRequest<T>} request @returns {Promise<T>} */
const settled = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});

/** This browser's key pair from IndexedDB, made and kept the first time (two tabs making
 * one at once: the one kept first is read back).
 * @returns {Promise<CryptoKeyPair>} */
async function keptPair() {
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await settled(open);
  const store = (/** @type {IDBTransactionMode} */ mode) => db.transaction(STORE, mode).objectStore(STORE);
  const found = await settled(store("readonly").get(SIGNING));
  if (found) return found;
  const pair = await newKeyPair();
  try {
    await settled(store("readwrite").add(pair, SIGNING));
    return pair;
  } catch {
    return settled(store("readonly").get(SIGNING));
  }
}

/** @type {Promise<Identity | null> | undefined} */
let mine;

/** This browser's identity; null where it cannot make or keep a key (no Ed25519, no
 * IndexedDB): its results then go unsigned. */
export function myIdentity() {
  mine ??= keptPair().then(identityOf).catch(() => null);
  return mine;
}

/** Whether `sig` is `key`'s signature of `digest`; null if this browser cannot verify one
 * (it has no Ed25519).
 * @param {{key: string, sig: string, digest: string}} signed @returns {Promise<boolean | null>} */
export async function verify({ key, sig, digest }) {
  let publicKey;
  try {
    publicKey = await crypto.subtle.importKey("raw", fromBase64url(key), ED25519, false, ["verify"]);
  } catch (err) {
    return err instanceof DOMException && err.name === "NotSupportedError" ? null : false;
  }
  return crypto.subtle.verify(ED25519, publicKey, fromBase64url(sig), fromBase64url(digest));
}

/** A key's fingerprint for the eye: the first four bytes of its SHA-256, in hex. Players
 * compare these; the page compares whole keys.
 * @param {string} key */
export async function fingerprint(key) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", fromBase64url(key)));
  const hex = [...hash.slice(0, 4)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 4)}·${hex.slice(4)}`;
}

/** Each result's signer (`names` and `signed`, a link's players in order): its fingerprint,
 * and `signed`, `changed` (its key is not `known(name)`, the key this browser holds that
 * name to), `unsigned` (a link of an older Tricktable), `unchecked` (this browser cannot
 * verify) or `forged` (its signature does not hold).
 * @param {string[]} names @param {Signed[]} signed @param {(name: string) => string | undefined} known
 * @returns {Promise<Who[]>} */
export async function identify(names, signed, known) {
  const out = [];
  for (const [i, name] of names.entries()) {
    const s = signed[i];
    if (!s) {
      out.push({ state: /** @type {State} */ ("unsigned"), print: "", key: null });
      continue;
    }
    const holds = await verify(s);
    const expected = known(name);
    const state = holds === null ? "unchecked" : !holds ? "forged" : expected && expected !== s.key ? "changed" : "signed";
    out.push({ state: /** @type {State} */ (state), print: await fingerprint(s.key), key: s.key });
  }
  return out;
}

/** The refusal of a link one of whose results is `forged` (the first), as the engine words
 * its refusals (`reason-challenge_bad_signature`); null if none is.
 * @param {string[]} names @param {Who[]} who */
export function forgery(names, who) {
  const i = who.findIndex((w) => w.state === "forged");
  if (i < 0) return null;
  const name = names[i];
  return Object.assign(new Error(`${name}'s signature in this link does not hold for their result: it was changed`),
    { code: "challenge_bad_signature", params: { name } });
}

/** Which result is this browser's: the last signed with `key` whose signature holds; else,
 * in a link of an older Tricktable, the last unsigned one under `filedAs`, the name this
 * browser filed it as played under. -1 if none.
 * @param {string[]} names @param {Who[]} who @param {string | null} key @param {string | undefined} filedAs */
export function mineOf(names, who, key, filedAs) {
  const holds = (/** @type {Who} */ w) => w.state === "signed" || w.state === "changed";
  const signed = who.findLastIndex((w) => key !== null && w.key === key && holds(w));
  return signed >= 0 ? signed : who.findLastIndex((w, i) => w.state === "unsigned" && !!filedAs && names[i] === filedAs);
}
