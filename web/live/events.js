// @ts-check
// A Nostr event as a relay passed it on, checked before the relayed way (relay.js) reads
// it: a relay (or anyone who can publish to it) could otherwise pass on an event under
// another page's key, or change one on the way. An event is used only if its id is the
// hash of what it says (NIP-01: [0, pubkey, created_at, kind, tags, content] as JSON, as
// trystero's `createEvent` makes it) and its signature is its key's Schnorr signature of
// that id (BIP-340).

const HEX = (/** @type {number} */ bytes) => new RegExp(`^[0-9a-f]{${2 * bytes}}$`);
const ID = HEX(32), KEY = HEX(32), SIG = HEX(64);

/** @param {string} hex */
const bytesOf = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));

/** A Schnorr verifier, as @noble/secp256k1's `schnorr.verifyAsync`.
 * @typedef {(sig: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => Promise<boolean>} Verify */

/** Whether `event` is whole, its id the hash of its fields and its signature its key's.
 * @param {unknown} event @param {Verify} verify @returns {Promise<boolean>} */
export async function verifiedEvent(event, verify) {
  if (typeof event !== "object" || event === null) return false;
  const { id, pubkey, created_at: at, kind, tags, content, sig } = /** @type {Record<string, unknown>} */ (event);
  if (typeof id !== "string" || !ID.test(id) || typeof pubkey !== "string" || !KEY.test(pubkey)
    || typeof sig !== "string" || !SIG.test(sig) || !Number.isSafeInteger(at) || !Number.isSafeInteger(kind)
    || !Array.isArray(tags) || typeof content !== "string") return false;
  const said = new TextEncoder().encode(JSON.stringify([0, pubkey, at, kind, tags, content]));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", said));
  if (hash.some((b, i) => b !== parseInt(id.slice(2 * i, 2 * i + 2), 16))) return false;
  try {
    return await verify(bytesOf(sig), hash, bytesOf(pubkey));
  } catch {
    return false;  // not a point on the curve: no key's
  }
}
