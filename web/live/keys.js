// @ts-check
// A live table's keys. The link's fragment holds the host's Ed25519 public key: the room
// and its password are derived from it (so the link is the table's secret, kept in the
// fragment, which no static host is sent), and every friend's page checks with it that
// what speaks as the host is the host (seal.js). Each friend's page holds a key pair of
// its own for its seat and proves the seat by signing the host's fresh challenge, so
// nothing a friend sends can be reused by another to take the seat.
import { fromBase64url, toBase64url } from "../services/base64url.js";

const ED25519 = { name: "Ed25519" };

/** A key pair as a page keeps it: the public key (32 bytes, 43 characters of base64url)
 * and the private key (PKCS #8, base64url), kept in this browser's storage (tables.js).
 * @typedef {{key: string, signing: string}} KeyPair */

/** A new key pair; null where this browser has no Ed25519 (it cannot hold a live table). */
export async function newKeyPair() {
  try {
    const pair = /** @type {CryptoKeyPair} */ (await crypto.subtle.generateKey(ED25519, true, ["sign", "verify"]));
    const raw = await crypto.subtle.exportKey("raw", pair.publicKey);
    const pkcs8 = await crypto.subtle.exportKey("pkcs8", pair.privateKey);
    return { key: toBase64url(new Uint8Array(raw)), signing: toBase64url(new Uint8Array(pkcs8)) };
  } catch {
    return null;
  }
}

/** What signs text with a kept private key: the signature in base64url.
 * @param {string} signing  PKCS #8, base64url @returns {Promise<(text: string) => Promise<string>>} */
export async function signerOf(signing) {
  const key = await crypto.subtle.importKey("pkcs8", fromBase64url(signing), ED25519, false, ["sign"]);
  return async (text) => toBase64url(new Uint8Array(await crypto.subtle.sign(ED25519, key, new TextEncoder().encode(text))));
}

/** What checks a signature of text by `key` (a public key, base64url); false for anything
 * that is not one. @param {string} key @returns {Promise<(text: string, sig: unknown) => Promise<boolean>>} */
export async function verifierOf(key) {
  const publicKey = await crypto.subtle.importKey("raw", fromBase64url(key), ED25519, false, ["verify"]);
  return async (text, sig) => {
    if (typeof sig !== "string" || !/^[A-Za-z0-9_-]{86}$/.test(sig)) return false;
    return crypto.subtle.verify(ED25519, publicKey, fromBase64url(sig), new TextEncoder().encode(text));
  };
}

/** 128 random bits, as 22 characters of base64url (a seat's challenge). */
export const randomKey = () => toBase64url(crypto.getRandomValues(new Uint8Array(16)));

/** The table in an address's fragment: the host's public key ("#" and 43 characters), or
 * `old`, the 22 random characters of a link made before tables had keys; null if neither.
 * @param {string} hash @returns {{key: string} | {old: string} | null} */
export function tableOf(hash) {
  const found = /^#([A-Za-z0-9_-]{43}|[A-Za-z0-9_-]{22})$/.exec(hash)?.[1];
  if (!found) return null;
  return found.length === 43 ? { key: found } : { old: found };
}

/** What a friend signs to prove their seat to the host of table `table` (the host's key),
 * for the host's challenge `nonce`. @param {string} table @param {string} nonce */
export const seatProof = (table, nonce) => `tricktable live seat ${table} ${nonce}`;

/** SHA-256 of `text`, as bytes. @param {string} text */
async function digest(text) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** The room the relays see (a hash of its name, which tells nothing of the password) and
 * the password the handshake is encrypted with: each its own derivation of the secret.
 * @param {string} secret @returns {Promise<{room: string, password: string}>} */
export async function roomOf(secret) {
  const [room, password] = await Promise.all([digest(`${secret}:room`), digest(`${secret}:key`)]);
  return { room: toBase64url(room), password: toBase64url(password) };
}

/** The relayed way's topic (what the relays see: a hash telling nothing of the room) and
 * its AES-GCM key (relay.js), each its own derivation of the secret, as the room's are.
 * @param {string} secret @returns {Promise<{topic: string, key: CryptoKey}>} */
export async function relayOf(secret) {
  const [topic, raw] = await Promise.all([digest(`${secret}:relay-topic`), digest(`${secret}:relay-key`)]);
  const key = await crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
  return { topic: toBase64url(topic), key };
}
