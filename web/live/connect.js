// @ts-check
// How a live table's page reaches the others: the trystero room (a direct WebRTC channel
// to each peer, met through the relays) and, beside it, the relayed way (relay.js) for a
// friend whose direct channel does not open: the host listens there from the start, a
// friend goes there after RELAY_AFTER_MS without the host (at once in a browser with no
// WebRTC). Both make one wire (wire.js): what is above it cannot tell them apart.
import { getRelaySockets, joinRoom } from "@trystero-p2p/nostr";
import SHARED from "../shared.js";
import { guardedConnection } from "./guard.js";
import { relayOf, roomOf } from "./keys.js";
import { RelayWay } from "./relay.js";
import { wireOf } from "./wire.js";

/** How long a friend's page waits for a direct channel to the host before it goes through
 * the relays: trystero's handshake takes about 2.5 s over a relay (docs/live-table.md). */
export const RELAY_AFTER_MS = 6000;

/** The table's wire, and its relayed way.
 * @param {string} secret  the link's key
 * @param {{relays: string[], iceServers: RTCIceServer[]}} live  the site's settings (live-table.json)
 * @param {boolean} host  whether this page is the host's */
export async function connect(secret, live, host) {
  const [{ room, password }, { topic, key }] = await Promise.all([roomOf(secret), relayOf(secret)]);
  const direct = typeof globalThis.RTCPeerConnection === "function";
  const join = () => joinRoom({ appId: "tricktable", password, relayConfig: { urls: live.relays },
    rtcPolyfill: guardedConnection(SHARED.live.max_message),
    rtcConfig: { iceServers: live.iceServers } }, room, { onJoinError: ({ error }) => console.warn(`A peer could not join: ${error}`) });
  const relay = new RelayWay({ urls: live.relays, topic, key, host, most: SHARED.live.max_message });
  const wire = wireOf(direct ? join : null, SHARED.live.max_message, relay);
  if (host || !direct) relay.start();
  return { wire, relay };
}

/** A friend's page goes through the relays if it has not met the host (`met`) in time. @param {RelayWay} relay
 * @param {() => boolean} met */
export function relayIfAlone(relay, met) {
  setTimeout(() => { if (!met()) relay.start(); }, RELAY_AFTER_MS);
}

/** Whether any relay can be reached: trystero's sockets, or the relayed way's. @param {RelayWay} relay */
export const relaysReached = (relay) =>
  relay.reached || Object.values(getRelaySockets()).some((socket) => /** @type {WebSocket} */ (socket).readyState === WebSocket.OPEN);
