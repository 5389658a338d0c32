// The live table's lobby drawn from a lobby packet (web/live/lobby.js) as the table it will
// be (issue 48, finding 9): each seat where the game's table puts it, this page's own at the
// foot; partners' teams; the game and its host in the middle; the host's choices and a
// friend's "Sit here" on the seats they concern.
import "./page.js";
import assert from "node:assert/strict";
import { test } from "node:test";
import { readFile } from "node:fs/promises";
import { area } from "../table/render.js";
import { drawLobby } from "../live/lobby.js";
import { setLanguage } from "../services/text.js";

await setLanguage("en");

/** The lobby packet of host-messages.json (Manille: Hanna hosts at 0, Ása at 1, a free
 * friend's seat at 2, a computer player at 3), with Manille's teams. */
const MANILLE = { ...JSON.parse(await readFile(new URL("./host-messages.json", import.meta.url), "utf8")).lobby,
  teams: [0, 1, 0, 1] };
/** Manni for three: Hanna hosts at 0, Bram at 1, a free seat at 2. */
const MANNI = { ...MANILLE, variant: "manni", teams: [0, 1, 2], you: null, seats: [MANILLE.seats[0],
  { who: "friend", name: "Bram", here: true, ready: false }, { who: "friend", name: null, here: false, ready: false }] };

/** `lobby` drawn as `on` sees it: each seat's plate, by seat. */
function drawn(lobby, on) {
  const box = document.createElement("div");
  drawLobby(lobby, box, on);
  return { box, seats: [...box.querySelectorAll(".lobby-table .seat")] };
}

test("a friend's lobby puts each seat where the game's table will, theirs at the foot, partners facing", () => {
  const { box, seats } = drawn(MANILLE, { host: false, sit: () => {} });
  assert.deepEqual(seats.map((s) => s.getAttribute("data-area")), [0, 1, 2, 3].map((i) => area({ positions: 4, seat: 1 }, i)));
  assert.equal(seats[1].getAttribute("data-area"), "bottom");
  assert.equal(seats[3].getAttribute("data-area"), "top");  // Ása's partner faces her
  assert.deepEqual(seats.map((s) => s.getAttribute("data-team")), ["0", "1", "0", "1"]);
  assert.deepEqual(seats.map((s) => s.querySelector(".lobby-team")?.textContent), ["Team 1", "Team 2", "Team 1", "Team 2"]);
  assert.match(box.querySelector(".lobby-centre")?.textContent ?? "", /Manille, hosted by Hanna[\s\S]*Partners sit facing/);
  assert.match(seats[1].querySelector(".lobby-who")?.textContent ?? "", /Ása \(you\) ✓ Ready/);
  assert.deepEqual(seats.map((s) => s.querySelector("button")?.textContent ?? null), [null, null, "Sit here", null]);
  assert.equal(box.querySelectorAll("select").length, 0);  // the host decides who plays a seat
});

test("the host's lobby has the host at the foot, a choice for each other seat, and no teams where each plays alone", () => {
  const { box, seats } = drawn(MANNI, { host: true, setSeat: () => {}, remove: () => {} });
  assert.deepEqual(seats.map((s) => s.getAttribute("data-area")), ["bottom", "left", "right"]);
  assert.deepEqual(seats.map((s) => s.hasAttribute("data-team")), [false, false, false]);
  assert.doesNotMatch(box.textContent ?? "", /Partners|Team/);
  assert.match(box.querySelector(".lobby-centre")?.textContent ?? "", /Manni, hosted by Hanna[\s\S]*draws a card/);
  assert.deepEqual(seats.map((s) => !!s.querySelector("select")), [false, true, true]);
  assert.deepEqual(seats.map((s) => !!s.querySelector(".lobby-remove")), [false, true, false]);  // a friend who came
});

test("someone watching, with no seat, sees the first seat at the foot and no button", () => {
  const { seats } = drawn({ ...MANILLE, you: null, watching: true }, { host: false });
  assert.deepEqual(seats.map((s) => s.getAttribute("data-area")), ["bottom", "left", "top", "right"]);
  assert.equal(seats.flatMap((s) => [...s.querySelectorAll("button, select")]).length, 0);
});
