// Who played a challenge's result (web/challenge/identity.js, challenge/filed.js): a key pair
// signs what the engine digests, each result is verified, shown by its key's fingerprint and
// marked where its key is not the one known for its name, and this browser's own result is
// found by its key, never by a name anyone can type (issue 41, finding 8).
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { keepName, knownKeys, noteKeys, playedAs, skeleton } from "../challenge/filed.js";
import { fingerprint, forgery, identify, identityOf, mineOf, newKeyPair, verify } from "../challenge/identity.js";
import { fromBase64url, toBase64url } from "../services/base64url.js";
import { fakeStorage } from "./fake_storage.js";

beforeEach(() => { globalThis.localStorage = fakeStorage(); });

const digestOf = (n) => toBase64url(new Uint8Array(32).fill(n));  // as the engine gives one: 32 bytes
const anyone = () => undefined;  // no key known for any name

/** A browser's identity and its signature of `digest`, as a link carries them. */
async function signedBy(digest) {
  const me = await identityOf(await newKeyPair());
  return { me, signed: { key: me.key, sig: await me.sign(digest), digest } };
}

test("a signature holds for what was signed, by whom it was signed, and nothing else", async () => {
  const { me, signed } = await signedBy(digestOf(1));
  assert.match(me.key, /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/, "the form the engine checks (challenge.KEY_PATTERN)");
  assert.match(signed.sig, /^[A-Za-z0-9_-]{85}[AQgw]$/);
  assert.equal(await verify(signed), true);
  assert.equal(await verify({ ...signed, digest: digestOf(2) }), false, "another result (renamed, other moves)");
  const other = await identityOf(await newKeyPair());
  assert.equal(await verify({ ...signed, key: other.key }), false, "another browser's key beside it");
  const sig = fromBase64url(signed.sig);
  sig[5] ^= 1;
  assert.equal(await verify({ ...signed, sig: toBase64url(sig) }), false, "a signature changed by hand");
});

test("a key's fingerprint is short, stable and its own", async () => {
  assert.equal(await fingerprint(toBase64url(new Uint8Array(32))), "6668·7aad", "SHA-256 of 32 zero bytes: 66687aad…");
  const [a, b] = [await identityOf(await newKeyPair()), await identityOf(await newKeyPair())];
  assert.match(await fingerprint(a.key), /^[0-9a-f]{4}·[0-9a-f]{4}$/);
  assert.equal(await fingerprint(a.key), await fingerprint(a.key));
  assert.notEqual(await fingerprint(a.key), await fingerprint(b.key));
});

test("each result's signer: signed, another key than known for the name, unsigned or forged", async () => {
  const anna = await signedBy(digestOf(1));
  const mallory = await signedBy(digestOf(2));
  const forged = { ...mallory.signed, digest: digestOf(3) };
  const names = ["Anna", "Björn", "Chloé", "Dan"];
  const known = (name) => ({ Anna: anna.me.key, Björn: "some other key" })[name];
  const who = await identify(names, [anna.signed, mallory.signed, null, forged], known);
  assert.deepEqual(who.map((w) => w.state), ["signed", "changed", "unsigned", "forged"]);
  assert.equal(who[0].print, await fingerprint(anna.me.key));
  assert.equal(who[2].print, "", "an older link's player: no key to show");
  const refusal = forgery(names, who);
  assert.deepEqual([refusal.code, refusal.params], ["challenge_bad_signature", { name: "Dan" }]);
  assert.equal(forgery(names.slice(0, 3), who.slice(0, 3)), null);
});

test("this browser's result is the one under its key, never one that merely has its name", async () => {
  const bjorn = await signedBy(digestOf(1));
  const mallory = await signedBy(digestOf(2));
  const names = ["Björn", "Björn 2"];
  const who = await identify(names, [mallory.signed, bjorn.signed], anyone);
  assert.equal(mineOf(names, who, bjorn.me.key, "Björn"), 1, "Mallory typed Björn's name: not Björn's");
  assert.equal(mineOf(names, who, (await identityOf(await newKeyPair())).key, "Björn"), -1, "a third browser: neither");
  // Björn's key put beside a result he never signed: its signature does not hold, so not his.
  const copied = await identify(["Björn"], [{ ...mallory.signed, key: bjorn.me.key }], anyone);
  assert.equal(mineOf(["Björn"], copied, bjorn.me.key, undefined), -1);
  // A link of an older Tricktable: the unsigned result under the name this browser filed it as played by.
  const old = await identify(["Anna", "Björn"], [null, null], anyone);
  assert.equal(mineOf(["Anna", "Björn"], old, bjorn.me.key, "Björn"), 1);
  assert.equal(mineOf(["Anna", "Björn"], old, bjorn.me.key, undefined), -1, "a name typed in a link is not enough");
});

test("the key a name is held to: this browser's for its own name, else the first one seen", async () => {
  keepName("Björn");
  noteKeys([["Anna", "key-a"], ["Björn", "key-m"]]);
  noteKeys([["Anna", "key-x"], ["Chloé", "key-c"]]);
  const known = knownKeys("key-b");
  assert.deepEqual(["Anna", "Björn", "Chloé", "Dan"].map(known), ["key-a", "key-b", "key-c", undefined]);
  assert.equal(knownKeys(null)("Björn"), "key-m", "no key of its own: what was seen");
  localStorage.setItem("tricktable.keys", "[1, 2]");  // not ours: read as none, written over
  noteKeys([["Dan", "key-d"]]);
  assert.equal(knownKeys(null)("Dan"), "key-d");
});

test("a name that looks like a known one is held to its key, and marked as the same name is (issue 49, finding 4)", async () => {
  // Before: "Воb" (a Cyrillic В and о) was another name, with no key known: shown unmarked.
  const bob = await signedBy(digestOf(1));
  const mallory = await signedBy(digestOf(2));
  noteKeys([["Bob", bob.me.key]]);
  const names = ["Bob", "\u0412\u043eb", "B\u03bfb", "\uff22\uff4f\uff42", "Bob\ufe0f"];
  const who = await identify(names, [bob.signed, ...names.slice(1).map(() => mallory.signed)], knownKeys(null));
  assert.deepEqual(who.map((w) => w.state), ["signed", "changed", "changed", "changed", "changed"]);
  noteKeys([["\u0412\u043eb", mallory.me.key], ["Dan", "key-d"]]);  // looks like Bob: not kept as another name
  assert.deepEqual(Object.keys(JSON.parse(localStorage.getItem("tricktable.keys"))), ["Bob", "Dan"]);
  keepName("Björn");
  assert.equal(knownKeys("key-b")("Вjörn"), "key-b", "a look-alike of this browser's own name: its own key");
  assert.notEqual(skeleton("Bób"), skeleton("Bob"), "a letter with an accent is another letter");
});

test("a challenge is played by this browser only as its own entry says, not as the name kept says", () => {
  keepName("Björn");
  assert.equal(playedAs(["Björn"], undefined), "", "a link naming the kept name: not played here");
  assert.equal(playedAs(["Björn"], { me: "Björn" }), "Björn");
});
