// @ts-check
// A live table's secrets: the link's, from which the room and its password come, and each
// friend's seat key. All are 128 random bits; the link's stays in the address's fragment,
// which no static host is sent.
import { toBase64url } from "../services/base64url.js";

/** 128 random bits, as 22 characters of base64url. */
export const randomKey = () => toBase64url(crypto.getRandomValues(new Uint8Array(16)));

/** The table's secret in an address's fragment ("#" and 22 characters), or null. @param {string} hash */
export const secretOf = (hash) => /^#([A-Za-z0-9_-]{22})$/.exec(hash)?.[1] ?? null;

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
