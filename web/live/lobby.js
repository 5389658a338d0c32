// @ts-check
// The lobby of a live table, drawn from the lobby as the host's desk states it: who sits
// where, who is here and ready, and for the host who plays each seat; for a friend, the free seats
// they may move to. Presentation only: the desk decides.
import { encode } from "uqr";
import { html, nothing, render, svg } from "../vendor/lit-html-3.3.3/lit-html.js";
import { WORDS, t } from "../services/text.js";

/**
 * @typedef {{who: "host" | "friend" | "computer", name: string | null, here: boolean, ready: boolean,
 *   way?: import("./wire.js").Way | null}} LobbySeat  `way`: how the host's page reaches this friend (the host's lobby only)
 * @typedef {{seats: LobbySeat[], you: number | null, started: boolean, level: string, clock?: number,
 *   watching: boolean, watchers: (string | null)[]}} Lobby
 * @typedef {{host: boolean, setSeat?: (seat: number, who: "friend" | "computer") => void,
 *   sit?: (seat: number) => void, remove?: (seat: number) => void}} LobbyHandlers
 */

/** Who sits at a seat, in words. @param {LobbySeat} s @param {string} level */
function occupant(s, level) {
  if (s.who === "computer") return t("live-computer", { level: WORDS[level] });
  if (s.who === "host") return s.name ? t("live-seat-host", { name: s.name }) : t("live-host");
  if (!s.name) return t("live-seat-free");
  return s.here ? s.name : t("live-seat-away", { name: s.name });
}

/** One seat of the lobby. @param {Lobby} lobby @param {LobbySeat} s @param {number} i @param {LobbyHandlers} on */
function seatRow(lobby, s, i, on) {
  const you = i === lobby.you || (on.host && s.who === "host");
  const choose = on.host && s.who !== "host" && !lobby.started;
  const canSit = !on.host && !lobby.started && lobby.you !== null && s.who === "friend" && !s.name;
  return html`<li class="lobby-seat" data-seat=${i} data-who=${s.who} data-here=${s.here ? "true" : "false"}>
    <span class="lobby-place">${WORDS.seatChoice(i)}</span>
    <span class="lobby-who">${occupant(s, lobby.level)}${you ? html` <strong>${t("live-you")}</strong>` : nothing}${s.ready
      ? html` <span class="lobby-ready"><span aria-hidden="true">✓</span> ${t("live-ready-mark")}</span>` : nothing}${s.way
      ? html` <span class="lobby-way" data-way=${s.way}>${t(`live-way-${s.way}`)}</span>` : nothing}</span>
    ${choose ? html`<select aria-label=${t("live-who-plays", { seat: WORDS.seatChoice(i) })}
        @change=${(/** @type {Event} */ e) => on.setSeat?.(i, /** @type {"friend" | "computer"} */ (
          /** @type {HTMLSelectElement} */ (e.target).value))}>
        <option value="friend" ?selected=${s.who === "friend"}>${t("live-friend")}</option>
        <option value="computer" ?selected=${s.who === "computer"}>${t("live-computer", { level: WORDS[lobby.level] })}</option>
      </select>` : nothing}
    ${canSit ? html`<button type="button" @click=${() => on.sit?.(i)}>${t("live-sit-here")}</button>` : nothing}
    ${on.host && s.who === "friend" && s.name ? html`<button type="button" class="lobby-remove"
        aria-label=${t("live-remove", { name: s.name })} title=${t("live-remove", { name: s.name })}
        @click=${() => on.remove?.(i)}><span aria-hidden="true">✕</span></button>` : nothing}
  </li>`;
}

/** Draw `lobby` into `box` (an <ol>). @param {Lobby} lobby @param {HTMLElement} box @param {LobbyHandlers} on */
export function drawLobby(lobby, box, on) {
  render(html`${lobby.seats.map((s, i) => seatRow(lobby, s, i, on))}`, box);
}

/** The table's link as a QR code, for friends in the same room: one path of its dark
 * modules, drawn in the page's ink on its surface. @param {string} link @param {HTMLElement} box */
export function drawQR(link, box) {
  const { data, size } = encode(link, { ecc: "L", border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  render(html`<svg class="qr" viewBox="0 0 ${size} ${size}" role="img" aria-label=${t("live-qr")}
    shape-rendering="crispEdges">${svg`<rect width=${size} height=${size} class="qr-light"/><path d=${path} class="qr-dark"/>`}</svg>`, box);
}
