// @ts-check
// The live table's page (friends.html): friends at one table from one link, peer to peer.
// The link's fragment holds the table's key (the host's public key, live/keys.js); the
// browser that opened the table keeps it as the host's, with its private half
// (live/tables.js), and runs the engine, which referees (live/host.js); every other browser
// is a friend's, which runs no engine and draws what the host sends it, sealed by the
// host's key (live/friend.js, live/seal.js). The pages meet through the relays of the site's settings
// (live-table.json) and then talk directly, over WebRTC data channels, or, where none
// opens, through the same relays (live/connect.js).
import { selfId } from "@trystero-p2p/nostr";
import { openEngine } from "./engine.js";
import { createTable, showMessage, showScreen } from "./table/controller.js";
import { applyLook } from "./table/render.js";
import { readSettings } from "./services/settings.js";
import { chooseSpeed, createState } from "./table/state.js";
import { recordFinished } from "./services/stats.js";
import { hasMessage } from "./services/language.js";
import { chooseLanguage, errorText, fillPageText, gameTitle, setLanguage, t } from "./services/text.js";
import { FriendTransport } from "./live/friend.js";
import { openReview } from "./review.js";
import { HostDesk } from "./live/host.js";
import { newKeyPair, signerOf, tableOf, verifierOf } from "./live/keys.js";
import { openedWire, opener, sealedWire, sealer } from "./live/seal.js";
import { drawLobby, openToFriends } from "./live/lobby.js";
import { hostWords, setupClock, setupInvite } from "./live/hostlobby.js";
import { keepTable, readTable, savedName } from "./live/tables.js";
import { addLine, setupTalk } from "./live/talk.js";
import { keepMeeting } from "./live/meeting.js";
import { askName, preview } from "./live/join.js";
import { connect, relayIfAlone, relaysReached } from "./live/connect.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

setLanguage(chooseLanguage());
fillPageText();
const settings = readSettings();
applyLook(settings);
const linked = tableOf(location.hash);
/** @type {import("./table/controller.js").Table | null} */
let table = null;
/** @typedef {import("./live/lobby.js").Lobby} Lobby */
/** @type {Lobby | null} */
let lobby = null;  // the lobby as the host's desk last stated it
let met = false;  // the host's page (for a friend) or a friend's (for the host) has been heard

/** Each game's teams, by the game's id, from the site's catalogue (boot reads it). */
let teams = /** @type {Map<string, number[]>} */ (new Map());
/** The lobby with its game's teams, for the felt. @param {Lobby} l */
const withTeams = (l) => ({ ...l, teams: teams.get(l.variant) });

/** The table's key, the link's (boot sets it, or goes no further). */
let secret = "";
/** The page's table, made (by host or friend) before anything draws on it. */
const theTable = () => /** @type {import("./table/controller.js").Table} */ (table);

/** No table: the message says why. @param {string} message */
function stop(message) {
  showScreen(table, "error");
  $("loading").hidden = $("board").hidden = $("lobby").hidden = true;
  showMessage(message);
}

/** A quiet line under the bar (an empty text hides it). @param {string} text */
function status(text) {
  $("live-status").textContent = text;
  $("live-status").hidden = !text;
}

function showBoard() {
  $("loading").hidden = $("lobby").hidden = $("live-join").hidden = true;
  $("board").hidden = $("talk").hidden = false;
  showScreen(table, "table");
  for (const b of document.querySelectorAll(".bar button")) /** @type {HTMLButtonElement} */ (b).disabled = false;
}

function showLobby() {
  $("loading").hidden = $("live-join").hidden = true;
  $("lobby").hidden = $("talk").hidden = false;
  showScreen(table, "lobby");
}

/** Who plays each seat, by name (null: a computer player), for the table's seats. */
const namesOf = (/** @type {Lobby} */ l) => l.seats.map((s) => (s.who === "computer" ? null : s.name ?? (s.who === "host" ? t("live-host") : null)));

/** Draw the lobby as stated, and the names at the table.
 * @param {Lobby} next @param {import("./live/lobby.js").LobbyHandlers} handlers */
function lobbyChanged(next, handlers) {
  lobby = next;
  const title = gameTitle({ id: next.variant });
  $("lobby-title").textContent = t("live-lobby-title", { title });
  document.title = t("live-page-title", { title });
  drawLobby(withTeams(next), $("lobby-seats"), handlers);
  theTable().store.update((s) => { s.names = namesOf(next); });
  if (!next.started) showLobby();
}

/** The host's table as kept (this page is the host's: its secret names a host's table). */
const hostTable = () => /** @type {import("./live/tables.js").HostTable} */ (readTable(secret));

/** @typedef {Awaited<ReturnType<typeof connect>>} Connected */

/** The host's page: the engine, the desk, the lobby; a kept game is resumed.
 * @param {import("./live/tables.js").HostTable} kept @param {Connected} connected */
async function host(kept, { wire, relay }) {
  const engine = openEngine(stop);
  const hostName = savedName() || await askName(table, kept.params.variant);  // friends see who hosts, by name
  const seats = kept.seats.map((s) => (s.who === "host" ? { ...s, name: hostName } : s));
  const desk = new HostDesk({
    wire: sealedWire(wire, sealer(await signerOf(kept.signing))), table: secret, engine, params: kept.params, seats, started: !!kept.kept,
    clock: kept.clock ?? 0,
    onChange: () => {
      keepTable(secret, { ...hostTable(), seats: desk.seats.map(({ who, name, key, computer }) => ({ who, name, key, computer })),
        clock: desk.clock.seconds });
      hostLobby(desk, wire);
    },
    onSaid: addLine,
  });
  table = createTable({
    state: { ...createState(), speed: chooseSpeed(location.search).speed, confirmPlay: settings.confirmPlay },
    transport: desk,
    write: (record) => keepTable(secret, { ...hostTable(), kept: record }),
    onReply: (reply, engines) => {
      if (engines) recordFinished(reply);  // the host's statistics count the game once it ends
      showBoard();
    },
    playAgain: () => {  // a new game at this table: the same link and seats, and new cards (a seed given is dealt once)
      const { seed: _seed, ...params } = desk.params;
      desk.params = params;
      keepTable(secret, { ...hostTable(), params });
      return theTable().start({}, secret, null, "table_new");
    },
    newGame: () => location.assign("./"),
    review: (asked) => openReview({ client: desk, ...asked }),
  });
  const made = theTable();
  made.bind();
  setupTalk((text) => desk.say(desk.seats.findIndex((s) => s.who === "host"), hostName, text));
  wire.onJoin(() => { met = true; status(""); });
  setupInvite(`${location.origin}${location.pathname}#${secret}`);  // the host's own speed and language stay here
  $("lobby-start").hidden = false;
  $("lobby-start").addEventListener("click", async () => {
    /** @type {HTMLButtonElement} */ ($("lobby-start")).disabled = true;
    const error = await made.start({}, secret, null, "table_new");
    if (error) /** @type {HTMLButtonElement} */ ($("lobby-start")).disabled = false;

  });
  hostLobby(desk, wire);
  setupClock(desk);
  if (kept.kept) {
    const error = await made.resume({ ...kept.kept, id: secret });
    if (error) return stop(error);
    desk.started = true;
  } else {
    showLobby();
  }
  // Friends expected and none here: the meeting is tried again (a friend may be trying too).
  keepMeeting(wire, () => !desk.seats.some((s) => s.peer) && desk.seats.some((s) => s.who === "friend" && !s.computer),
    () => t("live-no-friend"), status, () => relaysReached(relay));
}

/** The host's lobby, with the way each friend is connected, and the host's words and
 * buttons under it. @param {HostDesk} desk @param {Connected["wire"]} wire */
function hostLobby(desk, wire) {
  const stated = desk.lobby();
  lobbyChanged({ ...stated, seats: stated.seats.map((s, i) => ({ ...s, way: wire.way(desk.seats[i].peer ?? null) })) }, { host: true, setSeat: (seat, who) => desk.setSeat(seat, who), remove: (seat) => desk.remove(seat) });
  hostWords(desk, stated, status);
}

/** A friend's page: a name, a seat's key pair, then the host's lobby and table; only what
 * the host sealed for this page is heard. @param {Connected} connected */
async function friend({ wire, relay }) {
  const mine = readTable(secret);
  const pair = mine?.role === "friend" && mine.signing ? mine : await newKeyPair();
  if (!pair) return stop(t("live-no-keys"));
  keepTable(secret, { role: "friend", key: pair.key, signing: pair.signing, updated: Date.now() });
  const name = savedName();
  let handed = false;  // a computer player took this friend's seat: the button to take it back stays
  let ended = false;  // the game is over: its words stay until the host deals again
  const transport = new FriendTransport({
    wire: openedWire(wire, opener(await verifierOf(secret), selfId)), table: secret, key: pair.key,
    sign: await signerOf(pair.signing), name: name || null,
    on: {
      lobby: (l) => {
        met = true;
        showWay(wire.way(transport.host));
        if (!handed) status("");  // the table is met: no word of meeting it is left
        if (l.watching) return watch(l, !!transport.hello.name);
        $("talk-form").hidden = false;  // a watcher who took a freed seat talks again
        if (!transport.hello.name) return preview(withTeams(l));  // the friend is typing their name
        lobbyChanged(l, { host: false, sit: (seat) => transport.sit(seat) });
        $("lobby-wait").textContent = l.you === null ? t("live-no-seat") : t("live-waiting-host");
        $("lobby-clock-note").hidden = !l.clock;
        $("lobby-clock-note").textContent = l.clock ? t("live-clock-note", { seconds: l.clock }) : "";
        const ready = $("lobby-ready");
        ready.hidden = l.you === null || l.started;
        ready.setAttribute("aria-pressed", String(l.you !== null && l.seats[l.you].ready));
      },
      said: addLine,
      refused: async (code, m) => {  // said with its values (a card, a limit), as the engine's own refusals
        const words = hasMessage(`reason-${code}`) ? errorText({ code, ...m }) : t("reason-live_garbage");
        if (code === "live_version" || code === "live_full" || code === "live_removed") return stop(words);
        showMessage(words, code === "live_clock" ? "info" : "error");
        if (code === "live_name_taken") transport.rename(await askName(table, lobby?.variant));  // and says hello again
        if (code === "live_handed") {
          handed = true;
          transport.standAside();
          takeBack(words, () => {
            handed = false;
            transport.greet();
          });
        }
      },
      hostGone: () => {
        showWay(null);
        status(t("live-host-gone"));
      },
    },
  });
  /** @type {import("./transport/transport.js").Transport | null} */
  let reviewEngine = null;  // loaded only for a review
  table = createTable({
    state: { ...createState(), speed: chooseSpeed(location.search).speed, confirmPlay: settings.confirmPlay },
    transport,
    write: () => true,  // the host keeps the game; a friend's page keeps only its seat key
    onReply: (reply) => {
      if (reply.save) {  // the game is over: the host sent its save for this seat
        recordFinished(reply);
        status(t("live-again-wait"));  // the host may deal again: this page follows, seat and all
        ended = true;
      } else if (ended && !reply.view.over) {  // a new game, dealt at this table
        ended = false;
        status("");
      }
      showBoard();
    },
    playAgain: null,  // the host deals again, or not
    newGame: () => location.assign("./"),
    review: (asked) => openReview({ client: (reviewEngine ??= openEngine(stop)), ...asked }),  // the friend's own engine
  });
  theTable().bind();
  setupTalk((text) => transport.say(text));
  $("lobby-ready").addEventListener("click", (event) => {
    transport.markReady(/** @type {HTMLElement} */ (event.currentTarget).getAttribute("aria-pressed") !== "true");
  });
  $("loading-detail").textContent = t("live-looking");
  transport.greet();  // the host shows the table while the name is typed
  if (!name) askName(table).then((typed) => transport.rename(typed));  // unanswered if the page watches
  relayIfAlone(relay, () => !!transport.host);
  keepMeeting(wire, () => !transport.host, () => (met ? t("live-host-gone") : t("live-no-host")), status, () => relaysReached(relay));
}

/** A friend's page says how it reaches the host (none: says nothing). @param {import("./live/wire.js").Way | null} way */
function showWay(way) {
  $("live-way").hidden = !way;
  $("live-way").dataset.way = way ?? "";
  $("live-way").textContent = way ? t(`live-you-${way}`) : "";
}

/** Every seat is taken: this page watches the table, with nothing to say or decide, and
 * says so above the table. No name is asked unless a seat frees before the game: a name is
 * all a watcher lacks to be offered it. @param {Lobby} l @param {boolean} named */
function watch(l, named) {
  $("talk-form").hidden = $("lobby-ready").hidden = true;
  $("loading").hidden = l.started && $("board").hidden;  // the table as it stands is on its way
  lobbyChanged(l, { host: false });
  $("live-join").hidden = named || l.started || !l.seats.some(openToFriends);
  $("lobby-wait").textContent = t("live-waiting-host");
  status(t($("live-join").hidden ? "live-watching" : "live-watch-seat-free"));
}

/** A friend whose seat a computer player took: the words, and a button that asks for it
 * back (a hello: the host gives a seat back to its friend). @param {string} words @param {() => void} ask */
function takeBack(words, ask) {
  status(words);
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = t("live-take-back");
  b.addEventListener("click", () => {
    status("");
    ask();
  });
  $("live-status").append(" ", b);
}

/** No table: `id` says why. @param {string} id @returns {null} */
function stopped(id) {
  stop(t(id));
  return null;
}

/** The table's key from the link. A host's table kept under a link of an older version is
 * given a key pair and its link the key (nothing of the game is lost); a friend's old link
 * names no host that can prove itself. @returns {Promise<string | null>} the key, or null: stopped */
async function tableKey() {
  if (!linked) return stopped("live-no-table");
  if ("key" in linked) return linked.key;
  const kept = readTable(linked.old);
  if (kept?.role !== "host") return stopped("live-old-link");
  const pair = await newKeyPair();
  if (!pair) return stopped("live-no-keys");
  keepTable(pair.key, { ...kept, signing: pair.signing }, linked.old);
  history.replaceState(history.state, "", `#${pair.key}`);
  return pair.key;
}

async function boot() {
  const key = await tableKey();
  if (!key) return;
  try {
    await verifierOf(key);
  } catch {
    return stop(t("live-no-table"));  // not a key: a link cut or changed
  }
  secret = key;
  let live;
  try {
    /** @param {string} file */
    const read = async (file) => (await fetch(new URL(file, document.baseURI))).json();
    /** @type {{id: string, teams: number[]}[]} */
    let games;
    [live, games] = await Promise.all([read("live-table.json"), read("catalogue.json")]);
    teams = new Map(games.map((g) => [g.id, g.teams]));
  } catch (err) {
    return stop(t("live-no-settings", { why: /** @type {Error} */ (err).message }));
  }
  const kept = readTable(secret);
  const connected = await connect(secret, live, kept?.role === "host");
  if (kept?.role === "host") await host(kept, connected);
  else await friend(connected);
}

boot();
