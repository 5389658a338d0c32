// @ts-check
// The host's messages, sealed: each carries the peer it is for and the host's signature
// (keys.js), so a friend's page believes only the holder of the link's key, and a message
// the host sent one friend cannot be passed on to another. A friend's own messages go
// unsealed: the host knows each friend by the seat they proved (host.js).
import { isObject } from "./messages.js";

/** A host's message as it crosses the wire: its JSON with the peer it is for, signed.
 * @typedef {{t: "sealed", body: string, sig: string}} Sealed */

/** What seals the host's messages with `sign` (the host's private key).
 * @param {(text: string) => Promise<string>} sign @returns {(message: object, to: string) => Promise<Sealed>} */
export const sealer = (sign) => async (message, to) => {
  const body = JSON.stringify({ to, m: message });
  return { t: "sealed", body, sig: await sign(body) };
};

/** What opens what came over the wire: the message inside, if the host (`verify`, the
 * link's key) sealed it for this page (`self`, its peer id); else null.
 * @param {(text: string, sig: unknown) => Promise<boolean>} verify @param {string} self
 * @returns {(data: unknown) => Promise<unknown>} */
export const opener = (verify, self) => async (data) => {
  if (!isObject(data) || /** @type {any} */ (data).t !== "sealed") return null;
  const { body, sig } = /** @type {any} */ (data);
  if (typeof body !== "string" || !(await verify(body, sig))) return null;
  const inner = JSON.parse(body);  // the host's own JSON: its signature holds
  return isObject(inner) && inner.to === self ? inner.m : null;
};

/** The host's wire: every message goes to one peer, sealed for it, in the order sent.
 * @param {import("./wire.js").Wire} wire @param {(message: object, to: string) => Promise<Sealed>} seal
 * @returns {import("./wire.js").Wire} */
export function sealedWire(wire, seal) {
  let sending = Promise.resolve();
  return {
    ...wire,
    send: (message, peer) => {
      if (!peer) throw new Error("The host's messages go to one peer each");
      const sealed = seal(message, peer);
      sending = sending.then(async () => wire.send(await sealed, peer))
        .catch((err) => console.warn(`A message was not sealed: ${err.message}`));
    },
  };
}

/** A friend's wire: only what the host sealed for this page comes through, opened, in the
 * order it came; anything else is dropped unread.
 * @param {import("./wire.js").Wire} wire @param {(data: unknown) => Promise<unknown>} open
 * @returns {import("./wire.js").Wire} */
export function openedWire(wire, open) {
  return {
    ...wire,
    onMessage: (listener) => {
      let reading = Promise.resolve();
      wire.onMessage((data, peer) => {
        const opened = open(data).catch(() => null);
        reading = reading.then(async () => {
          const message = await opened;
          if (message !== null && message !== undefined) listener(message, peer);
        });
      });
    },
  };
}
