// @ts-check
// What the host's desk (host.js) sends a friend's page for its seat: the engine's packet
// for that seat as a reply any table draws; and what the lobby says of the seats.

/** A friend's message as the engine checked it (friend_message).
 * @typedef {import("./seating.js").Hello} Hello
 * @typedef {{t: "sit", seat: number}} Sit
 * @typedef {{t: "ready", ready: boolean}} Ready
 * @typedef {{t: "ask", n: number, what: string}} Ask
 * @typedef {{t: "act", n: number, action: import("../table/types.js").Action}} Act
 * @typedef {{t: "say", text: string}} Say */
/** What one engine call made of a friend's message (friend_message): the message read and,
 * for a decision from a friend who may play now, the reply to it or the engine's refusal.
 * @typedef {{message: Hello | Sit | Ready | Ask | Act | Say, reply?: DeskReply,
 *   error?: {message: string, code: string, params?: object}}} Refereed */
/** What the engine sends for a friend's seat (a guest's packet of a table_* reply).
 * @typedef {{seat: number, frames: import("../table/types.js").Frame[], view: Partial<import("../table/types.js").View>,
 *   moves?: number, seed?: string, save?: string}} GuestPacket */
/** The engine's reply at a live table: the host's, with each friend's packet, and the
 * watchers' once someone watches (watchers.js).
 * @typedef {import("../table/types.js").Reply & {guests?: Record<string, GuestPacket>, watch?: GuestPacket}} DeskReply */
/** The game's settings as the desk sends them with a packet.
 * @typedef {{config: {variant: string, options: object, seed?: string | number}, level: string}} Settings */

/** A friend's seat's packet as a reply any table draws (the host keeps the game; once it is
 * over, the packet carries the game's save for that seat and its sealed seed).
 * @param {GuestPacket} packet @param {Settings} settings */
export const replyOf = (packet, { config, level }) => ({ frames: packet.frames, view: packet.view, moves: packet.moves,
  config: { variant: config.variant, options: config.options, ...(packet.seed ? { seed: packet.seed } : {}) },
  human_seat: packet.seat, level, undo: false, practice: false, ...(packet.save ? { save: packet.save } : {}) });

/** Whether every friend's seat of a lobby (as `HostDesk.lobby` states it) has its friend
 * here (the host may start before: the empty ones go to computer players).
 * @param {{seats: {who: string, name: string | null, here: boolean}[]}} lobby */
export const allSeated = (lobby) => lobby.seats.every((s) => s.who !== "friend" || (s.name && s.here));
