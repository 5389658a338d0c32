// @ts-check
// Bytes as base64url without padding, the form of the engine's links and the live table's
// and a challenge's keys, and back.

/** @param {Uint8Array} bytes */
export const toBase64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_")
  .replace(/=+$/, "");

/** The bytes of base64url text, padded or not; throws on anything else. @param {string} text */
export const fromBase64url = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
