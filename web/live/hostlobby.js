// @ts-check
// The host's side of a live table's lobby (friends.html): the invitation (the link, its QR
// code and a copy button), the turn clock's choice, and the line under the bar that names
// friends who left, stalled or were handed over, with the host's buttons for each.
import { encode } from "uqr";
import { html, render, svg } from "../vendor/lit-html-3.3.3/lit-html.js";
import { listOf } from "../services/language.js";
import { t } from "../services/text.js";
import { CLOCKS } from "./clock.js";
import { allSeated } from "./packets.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The table's link as a QR code, for friends in the same room: one path of its dark
 * modules, drawn in the page's ink on its surface. @param {string} link @param {HTMLElement} box */
function drawQR(link, box) {
  const { data, size } = encode(link, { ecc: "L", border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  render(html`<svg class="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label=${t("live-qr")}
    shape-rendering="crispEdges">${svg`<rect width=${size} height=${size} class="qr-light"/><path d=${path} class="qr-dark"/>`}</svg>`, box);
}

/** The invitation: `link` in its box, as a QR code, and copied on a tap. @param {string} link */
export function setupInvite(link) {
  /** @type {HTMLInputElement} */ ($("lobby-link")).value = link;
  drawQR(link, $("lobby-qr"));
  $("lobby-invite").hidden = false;
  $("lobby-copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(link);
      $("lobby-copied").textContent = t("live-copied");
    } catch {
      $("lobby-copied").textContent = t("live-copy-yourself");
    }
  });
}

/** The host's choice of a turn clock (a house rule), in the lobby. @param {import("./host.js").HostDesk} desk */
export function setupClock(desk) {
  const select = /** @type {HTMLSelectElement} */ ($("lobby-clock"));
  select.replaceChildren(...CLOCKS.map((seconds) => new Option(seconds ? t("live-clock-seconds", { seconds }) : t("live-clock-off"),
    String(seconds), false, seconds === desk.clock.seconds)));
  select.addEventListener("change", () => desk.setClock(Number(select.value)));
  $("lobby-clock-row").hidden = false;
}

/** The host's words under the lobby and the bar: whether everyone is here; who left, is
 * stalled, was handed to a computer player or watches; and a button for each seat the host
 * may hand over or remove. @param {import("./host.js").HostDesk} desk
 * @param {import("./lobby.js").Lobby} stated  the desk's lobby @param {(text: string) => void} status  the line under the bar */
export function hostWords(desk, stated, status) {
  $("lobby-wait").textContent = allSeated(stated) ? t("live-all-seated") : t("live-waiting-friends");
  const stalled = desk.clock.stalled();
  /** @type {[number, import("./host.js").DeskSeat][]} */
  const friends = stated.started ? desk.seats.flatMap((s, i) => (s.who === "friend" ? [[i, s]] : [])) : [];
  const away = friends.filter(([, s]) => !s.peer && !s.computer);
  const stuck = friends.filter(([i, s]) => i === stalled && s.peer && !s.computer);  // here, and not playing
  const handed = friends.filter(([, s]) => s.computer).map(([, s]) => s.name ?? "");
  const watchers = stated.watchers.map((name) => name ?? t("live-watcher"));
  status([away.length ? t("live-away", { names: listOf(away.map(([, s]) => s.name ?? "")) }) : "",
    ...stuck.map(([, s]) => t("live-stalled", { name: s.name })),
    handed.length ? t("live-handed", { n: handed.length, names: listOf(handed) }) : "",
    watchers.length ? t("live-watchers", { n: watchers.length, names: listOf(watchers) }) : ""].join(" ").trim());
  /** @param {string} text @param {() => unknown} act */
  const button = (text, act) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.addEventListener("click", act);
    $("live-status").append(" ", b);
  };
  for (const [seat, s] of [...away, ...stuck]) button(t("live-hand-over", { name: s.name }), () => desk.handOver(seat));
  for (const [seat, s] of stuck) button(t("live-remove", { name: s.name }), () => desk.remove(seat));
}
