// @ts-check
// A computer player standing in for a friend at a live table, for the host's desk
// (host.js): the host hands it a seat whose friend is away or does not play, or removes
// that friend; the turn clock has it make one move for a friend out of time. Each runs
// as one of the desk's tasks (`serial`), in order with the engine's other work.
import { freeSeat, refusal } from "./seating.js";

/** @typedef {import("./host.js").HostDesk} HostDesk */

/** A computer player plays a friend's seat: while its friend is away, or is here and
 * does not play (the friend's hello gives it back: on_hello). @param {HostDesk} desk @param {number} seat */
export async function handOver(desk, seat) {
  const s = desk.seats[seat];
  if (!desk.started || s?.who !== "friend" || s.computer) return;
  const reply = desk.sent(await desk.engine.call("table_seat", { seat, friend: false }));
  s.computer = true;
  if (s.peer) desk.gate.refuse(s.peer, refusal("live_handed", "A computer player plays your seat now"));
  desk.tellLobby();
  if (reply.frames.length) desk.push({ type: "reply", reply });
}

/** The host removes a friend from the table: their page is told, their key may not come
 * back, and their seat goes to a computer player (before the game: it is free again).
 * @param {HostDesk} desk @param {number} seat */
export async function remove(desk, seat) {
  const s = desk.seats[seat];
  if (s?.who !== "friend" || !s.key) return;
  desk.seating.removed.add(s.key);
  if (s.peer) desk.gate.refuse(s.peer, refusal("live_removed", "The host removed you from the table"));
  if (!desk.started) {
    desk.seats[seat] = freeSeat();
  } else {
    const reply = s.computer ? null : desk.sent(await desk.engine.call("table_seat", { seat, friend: false }));
    desk.seats[seat] = { who: "computer", peer: null };
    if (reply?.frames.length) desk.push({ type: "reply", reply });
  }
  desk.tellLobby();
}

/** The turn clock ran out on a friend's turn: a computer player makes that one move for
 * them (the move the hint would suggest, from their seat's view), if it is still their
 * turn. @param {HostDesk} desk @param {number} seat @param {number} moves  the moves their turn began after */
export async function moveFor(desk, seat, moves) {
  if (desk.moves !== moves || desk.seating.friendAt(seat) === null) return;
  const { action } = await desk.engine.call("hint", { seat });
  const reply = desk.sent(await desk.engine.call("act", { action, seat, alone: true }));
  const peer = desk.seats[seat].peer;
  if (peer) desk.gate.refuse(peer, refusal("live_clock", "The turn clock ran out: a computer player moved"));
  desk.push({ type: "reply", reply });
  desk.go();
}
