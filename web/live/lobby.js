// @ts-check
// The lobby of a live table, drawn as the table it will be: each seat on the felt where the
// game table puts it (this page's own seat at the foot), with who sits there, who is here
// and ready, the teams (partners face each other), and for the host who plays each seat;
// for a friend, the free seats they may move to. Presentation only: the desk decides.
import { html, nothing, render } from "../vendor/lit-html-3.3.3/lit-html.js";
import { area } from "../table/render.js";
import { WORDS, gameTitle, t } from "../services/text.js";

/**
 * @typedef {{who: "host" | "friend" | "computer", name: string | null, here: boolean, ready: boolean,
 *   way?: import("./wire.js").Way | null}} LobbySeat  `way`: how the host's page reaches this friend (the host's lobby only)
 * @typedef {{seats: LobbySeat[], you: number | null, started: boolean, level: string, clock?: number,
 *   watching: boolean, watchers: (string | null)[], variant: string, teams?: number[]}} Lobby
 *   `teams`: each seat's team, as the game's catalogue entry gives them (none: not known yet)
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

/** The seat drawn at the foot of this page's table: its own (the host's, for the host), or
 * the first to someone watching or not yet seated. @param {Lobby} lobby @param {LobbyHandlers} on */
function footSeat(lobby, on) {
  const own = on.host ? lobby.seats.findIndex((s) => s.who === "host") : lobby.you;
  return own === null || own < 0 ? 0 : own;
}

/** Each seat's team where some team has partners (Manille), else none: a game of each
 * for themselves shows no teams. @param {Lobby} lobby @returns {number[] | null} */
function partners(lobby) {
  const teams = lobby.teams;
  if (!teams || teams.length !== lobby.seats.length) return null;
  return new Set(teams).size < teams.length ? teams : null;
}

/** A seat a friend may still take: kept for a friend, and nobody has it yet.
 * @param {LobbySeat} s */
export const openToFriends = (s) => s.who === "friend" && !s.name;

/** One seat of the lobby, at its place on the felt.
 * @param {Lobby} lobby @param {LobbySeat} s @param {number} i @param {LobbyHandlers} on @param {number | undefined} team */
function seatPlate(lobby, s, i, on, team) {
  const you = i === lobby.you || (on.host && s.who === "host");
  const choose = on.host && s.who !== "host" && !lobby.started;
  const canSit = !on.host && !lobby.started && lobby.you !== null && openToFriends(s);
  const where = area({ positions: lobby.seats.length, seat: footSeat(lobby, on) }, i);
  return html`<section class="seat lobby-seat" data-area=${where} data-seat=${i} data-who=${s.who}
      data-here=${s.here ? "true" : "false"} data-team=${team ?? nothing}>
    <h3><span class="lobby-place">${WORDS.seatChoice(i)}</span>${team === undefined ? nothing
      : html` <span class="lobby-team">${t("live-team", { n: team + 1 })}</span>`}</h3>
    <p class="lobby-who">${occupant(s, lobby.level)}${you ? html` <strong>${t("live-you")}</strong>` : nothing}${s.ready
      ? html` <span class="lobby-ready"><span aria-hidden="true">✓</span> ${t("live-ready-mark")}</span>` : nothing}${s.way
      ? html` <span class="lobby-way" data-way=${s.way}>${t(`live-way-${s.way}`)}</span>` : nothing}</p>
    ${choose || canSit || (on.host && s.who === "friend" && s.name) ? html`<p class="lobby-acts">${choose
      ? html`<select aria-label=${t("live-who-plays", { seat: WORDS.seatChoice(i) })}
        @change=${(/** @type {Event} */ e) => on.setSeat?.(i, /** @type {"friend" | "computer"} */ (
          /** @type {HTMLSelectElement} */ (e.target).value))}>
        <option value="friend" ?selected=${s.who === "friend"}>${t("live-friend")}</option>
        <option value="computer" ?selected=${s.who === "computer"}>${t("live-computer", { level: WORDS[lobby.level] })}</option>
      </select>` : nothing}${canSit ? html`<button type="button" @click=${() => on.sit?.(i)}>${t("live-sit-here")}</button>` : nothing}${
      on.host && s.who === "friend" && s.name ? html`<button type="button" class="lobby-remove"
        aria-label=${t("live-remove", { name: s.name })} title=${t("live-remove", { name: s.name })}
        @click=${() => on.remove?.(i)}><span aria-hidden="true">✕</span></button>` : nothing}</p>` : nothing}
  </section>`;
}

/** Draw `lobby` into `box` as a table: the seats round the felt and, in the middle, the
 * game and its host, its teams and how the first dealer is chosen.
 * @param {Lobby} lobby @param {HTMLElement} box @param {LobbyHandlers} on */
export function drawLobby(lobby, box, on) {
  const teams = partners(lobby);
  const host = lobby.seats.find((s) => s.who === "host")?.name;
  const title = gameTitle({ id: lobby.variant });
  render(html`<div class="table lobby-table" data-positions=${lobby.seats.length}>
    ${lobby.seats.map((s, i) => seatPlate(lobby, s, i, on, teams?.[i]))}
    <div class="centre lobby-centre">
      <p class="lobby-game">${host ? t("live-join-table", { title, host }) : title}</p>
      ${teams ? html`<p class="lobby-note">${t("live-partners")}</p>` : nothing}
      <p class="lobby-note">${t("live-first-dealer")}</p>
    </div>
  </div>`, box);
}
