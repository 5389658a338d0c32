// A Nostr event as the relayed way reads it (web/live/events.js): used only if its id is
// the hash of its fields and its signature its key's, so no relay, and no one who
// publishes to one, passes on an event under another page's key or changed on the way.
// The events are made as trystero's createEvent makes them, signed with the same library.
import assert from "node:assert/strict";
import { test } from "node:test";
import { verifiedEvent } from "../live/events.js";
// @noble/secp256k1, the build's copy (beside the staged tree), as the page ships it.
import { schnorr } from "../../npm/noble-secp256k1-3.2.0/index.js";

const hex = (/** @type {Uint8Array} */ bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** An event as trystero's createEvent makes it (nostr/dist/index.mjs), signed by `secretKey`. */
async function event(secretKey, content, { kind = 24133, at = 1764400000 } = {}) {
  const pubkey = hex(schnorr.getPublicKey(secretKey));
  const payload = { kind, tags: [["x", "topic"]], created_at: at, content, pubkey };
  const id = new Uint8Array(await crypto.subtle.digest("SHA-256",
    new TextEncoder().encode(JSON.stringify([0, pubkey, at, kind, payload.tags, content]))));
  return { ...payload, id: hex(id), sig: hex(await schnorr.signAsync(id, secretKey)) };
}

const verify = schnorr.verifyAsync;

test("an event whose id is its fields' hash and whose signature is its key's is used", async () => {
  const { secretKey } = schnorr.keygen();
  assert.equal(await verifiedEvent(await event(secretKey, "frame"), verify), true);
});

test("an event changed on the way, or under another page's key, is not", async () => {
  const mine = schnorr.keygen(), theirs = schnorr.keygen();
  const real = await event(mine.secretKey, "frame");
  const forged = await event(theirs.secretKey, "forged");
  const flip = (/** @type {string} */ h) => (h[0] === "0" ? "1" : "0") + h.slice(1);
  for (const changed of [
    { ...real, content: "other" },  // its id no longer its hash
    { ...real, created_at: real.created_at + 1 },
    { ...real, tags: [] },
    { ...forged, pubkey: real.pubkey },  // another's event claimed as this key's
    { ...real, content: forged.content, id: forged.id, sig: forged.sig },  // another's id and signature
    { ...real, sig: flip(real.sig) },
    { ...real, id: flip(real.id) },
  ]) assert.equal(await verifiedEvent(changed, verify), false, JSON.stringify(changed).slice(0, 80));
  for (const garbage of [null, 42, "event", {}, { ...real, sig: 7 }, { ...real, pubkey: "f".repeat(64) }, { ...real, id: real.id.toUpperCase() }]) {
    assert.equal(await verifiedEvent(garbage, verify), false);
  }
});
