// "Challenge a friend": make a challenge, open one from a link, play it, and see the results
// side by side. The engine (py/tricktable/challenge.py, in the worker) holds every player's
// moves and computes every result from them; the page is told the players' names before
// its own player has played, and nothing of their play until then.
import { challengeKey, readHeader } from "./table/linkopening.js";
import { copyFrom } from "./table/share.js";
import { WORDS, errorText, gameTitle, language, said, score, t } from "./table/text.js";

const $ = (id) => document.getElementById(id);
const NAME = "tricktable.name";  // the player's name, asked once
const FILED = "tricktable.challenge.";  // each challenge made or received, by its id: its latest link
const MAX_FILED = 30;
const DAILY = "tricktable.daily.";  // per game: the deal of the day last played, {date, id}

function storedName() {
  try {
    return localStorage.getItem(NAME) || "";
  } catch {
    return "";
  }
}

function keepName(name) {
  try {
    localStorage.setItem(NAME, name);
  } catch { /* asked again next time */ }
}

/** The challenges this browser has seen, newest first. */
function filed() {
  const out = [];
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(FILED)) continue;
      try {
        const entry = JSON.parse(localStorage.getItem(key));
        if (typeof entry?.code === "string" && Array.isArray(entry.players)) out.push(entry);
      } catch { /* not one of ours: left as it is */ }
    }
  } catch { /* no storage: none kept */ }
  return out.sort((a, b) => b.updated - a.updated);
}

/** Keep a challenge's latest link (`info`: the engine's public part of it); the oldest
 * beyond MAX_FILED make room. */
function file(info, code) {
  const entry = { id: info.id, code, variant: info.variant, deals: info.deals, players: info.players, updated: Date.now() };
  try {
    localStorage.setItem(FILED + info.id, JSON.stringify(entry));
    for (const old of filed().slice(MAX_FILED)) localStorage.removeItem(FILED + old.id);
  } catch { /* storage full or closed: the link itself still holds it */ }
}

const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** `deals` as the dialogs say it: one deal, four deals, a whole game (null or 0). */
const lengthWords = (deals) => t("challenge-deals", { n: deals || 0 });

/**
 * The challenge dialog. `client`: the engine; `state`: the table's; `start(params, method)`
 * starts a game of the table (challenge_new or challenge_play) and returns null or an error;
 * `linkOf(code)`: the page's address for a short link's code.
 */
export function setupChallenges({ client, state, start, linkOf }) {
  const dialog = $("challenge-dialog");
  let mode = "make";       // make | intro | results
  let games = [];          // the engine's catalogue
  let opened = null;       // a challenge link's public part, before its player plays it
  let ended = null;        // the code of the challenge whose end was shown
  let checking = false;    // replaying the other players' games in the worker meanwhile
  let shown = null;        // the results last shown, for the challenge on the table
  let early = null;        // an invitation shown before the engine read its link: how to play it

  function show(next) {
    mode = next;
    $("challenge-make").hidden = mode !== "make";
    listFiled();
    $("challenge-intro").hidden = mode !== "intro";
    $("challenge-results").hidden = mode !== "results";
    $("challenge-name-row").hidden = mode === "results";
    $("challenge-go").textContent = { make: WORDS.challengeStart, intro: WORDS.challengePlay, results: WORDS.challengeNew }[mode];
    $("challenge-name").value ||= storedName();
    $("challenge-status").textContent = "";
    if (!dialog.open) dialog.showModal();
  }

  /** Under a new challenge: the ones made and received, each to play or to see again. */
  function listFiled() {
    const entries = mode === "make" ? filed() : [];
    $("challenge-mine").hidden = !entries.length;
    const me = storedName();
    $("challenge-list").replaceChildren(...entries.map((entry) => {
      const played = me && entry.players.includes(me);
      const button = element("button", { type: "button", textContent: played ? WORDS.challengeShow : WORDS.challengePlay });
      button.addEventListener("click", async () => {
        try {
          const { challenge } = await client.call("open_link", { code: entry.code });
          openLink(challenge, entry.code);
        } catch (err) {
          $("challenge-status").textContent = errorText(err);
        }
      });
      const line = t("challenge-line", { game: gameTitle({ id: entry.variant }), length: lengthWords(entry.deals),
        names: new Intl.ListFormat(language()).format(entry.players) });
      return element("li", {}, `${line} `, button);
    }));
  }

  /** Put the words that take values in place (again after a change of language). */
  function label() {
    $("challenge-daily").textContent = dailyPlayed() ? WORDS.challengeDailyDone : WORDS.challengeDaily;
    for (const span of dialog.querySelectorAll("[data-deals]")) span.textContent = lengthWords(Number(span.dataset.deals));
    const picker = $("challenge-game");
    const chosen = picker.value;
    picker.replaceChildren(...games.map((g) => element("option", { value: g.id, textContent: gameTitle(g) })));
    if (chosen) picker.value = chosen;
    if (opened && mode === "intro") {
      $("challenge-from").textContent = t("challenge-from", {
        names: new Intl.ListFormat(language()).format(opened.players), game: gameTitle({ id: opened.variant }),
        length: lengthWords(opened.deals), level: t(opened.level) });
    }
  }

  /** The menu's "Challenge a friend": the results of the challenge on the table, if it is
   * played through; else a new challenge, of the game on the table. */
  function openMaker() {
    if (shown && state.challenge?.done && shown.code === state.challenge.code) return results(...shown.args);
    if (state.config) $("challenge-game").value = state.config.variant;
    show("make");
    label();
  }

  /** The player's name, kept for next time; empty (and said) if none was given. */
  function nameGiven() {
    const name = $("challenge-name").value.trim();
    if (!name) {
      $("challenge-status").textContent = WORDS.challengeNoName;
      $("challenge-name").focus();
    } else keepName(name);
    return name;
  }

  /** Today's date in UTC: the deal of the day is the same everywhere on it. */
  const today = () => new Date().toISOString().slice(0, 10);

  /** The filed deal of the day of the chosen game, if this player played it today. */
  function dailyPlayed() {
    let mark = null;
    try {
      mark = JSON.parse(localStorage.getItem(DAILY + $("challenge-game").value));
    } catch { /* none */ }
    if (mark?.date !== today()) return null;
    return filed().find((entry) => entry.id === mark.id && entry.players.includes(storedName())) || null;
  }

  /** The deal of the day of the chosen game: played once, then its results. */
  async function daily() {
    const played = dailyPlayed();
    if (played) {
      const { challenge } = await client.call("open_link", { code: played.code });
      return openLink(challenge, played.code);
    }
    if (!nameGiven()) return;
    const variant = $("challenge-game").value;
    const date = today();
    dialog.close();
    const error = await start({ variant, daily: date, lang: language() }, "challenge_new");
    if (error || !state.challenge) return;
    try {
      localStorage.setItem(DAILY + variant, JSON.stringify({ date, id: state.challenge.id }));
    } catch { /* played, not marked: it may be played again */ }
  }

  async function go() {
    if (mode === "results") {
      show("make");
      return label();
    }
    if (!nameGiven()) return;
    dialog.close();
    if (mode === "make") {
      const deals = Number(dialog.querySelector("input[name=challenge-deals]:checked").value) || null;
      return start({ variant: $("challenge-game").value, deals, level: $("challenge-level").value, lang: language() },
        "challenge_new");
    }
    opened = null;
    if (early) {  // the invitation came before the engine: the link's opening, at once
      const play = early;
      early = null;
      return play();
    }
    return start({}, "challenge_play");
  }

  /** A challenge link opened (`code`): its results if this player has played it, else an
   * invitation. A link of a challenge seen before brings the players of both together. */
  async function openLink(info, code) {
    const before = filed().find((entry) => entry.id === info.id);
    if (before && before.code !== code) {
      try {
        ({ code } = await client.call("challenge_merge", { codes: [code, before.code] }));
        info = (await client.call("open_link", { code })).challenge;
      } catch { /* the link as it came */ }
    }
    file(info, code);
    opened = info;
    const name = storedName();
    if (name && info.players.includes(name)) {
      show("results");
      for (const id of ["challenge-table", "challenge-partings", "challenge-send"]) $(id).replaceChildren();
      $("challenge-link").closest("p").hidden = true;
      $("challenge-status").textContent = WORDS.challengeChecking;
      try {
        await checkAll(true);
        const { table } = await client.call("challenge_table", { name });
        results(table, code);  // its link, to send on
      } catch (err) {
        $("challenge-status").textContent = errorText(err);
      }
      return;
    }
    show("intro");
    label();
  }

  // --- a challenge link's invitation before the engine runs (its opening: linkopening.js) ---

  /** Whether a challenge link's `header` needs the engine before anything shows: this
   * player has played it (its results), or a link of it was seen before (to merge). */
  async function known(header) {
    const name = storedName();
    if (name && header.p.some(([player]) => player === name)) return true;
    const key = challengeKey(header);
    for (const entry of filed()) {
      const other = await readHeader(entry.code);
      if (!other || challengeKey(other) === key) return true;
    }
    return false;
  }

  /** The invitation of a challenge link (`header`, `code`) at once; its Play calls `play()`,
   * which draws the link's opening. The engine files the challenge once it has read the
   * link; refused, `refuse(reason)`. */
  function invite(header, code, play, refuse) {
    opened = { variant: header.v, options: header.o, deals: header.d, level: header.l, seat: header.seat,
      lang: header.lang, players: header.p.map(([name]) => name) };
    early = play;
    show("intro");
    label();
    client.call("open_link", { code }).then(({ challenge }) => file(challenge, code), (err) => {
      if (early !== play) return;  // played already: the table says why
      early = opened = null;
      dialog.close();
      refuse(errorText(err));
    });
  }

  /** The players' results, deal by deal, where each parted from this one and what it cost;
   * `code`: the link that carries them on. */
  function results(table, code, full = false) {
    show("results");
    const head = element("tr", {}, element("th", { scope: "col" }, WORDS.challengeDealColumn),
      ...table.players.map((p, i) => element("th", { scope: "col", className: i === table.me ? "me" : "" }, p.name)));
    const rows = [...Array(table.deals).keys()].map((d) => element("tr", {},
      element("th", { scope: "row" }, t("challenge-deal", { deal: d + 1 })),
      ...table.players.map((p, i) => element("td", { className: i === table.me ? "me" : "" },
        d < p.deals.length ? score(p.deals[d]) : "–"))));
    const total = element("tr", {}, element("th", { scope: "row" }, WORDS.challengeTotal),
      ...table.players.map((p, i) => element("td", { className: i === table.me ? "me" : "" }, score(p.total))));
    $("challenge-table").replaceChildren(element("thead", {}, head), element("tbody", {}, ...rows), element("tfoot", {}, total));
    const choice = (say) => {
      try {
        return said(state.view, say.label);
      } catch {
        return say.label[0];
      }
    };
    const lines = table.players.filter((p, i) => i !== table.me).map((p) => {
      const part = p.parting;
      if (!part) return element("li", {}, t("challenge-same", { name: p.name }));
      const me = table.players[table.me];
      const where = part.trick ? t("challenge-at-trick", { deal: part.deal + 1, trick: part.trick })
        : t("challenge-at-deal", { deal: part.deal + 1 });
      return element("li", {}, t("challenge-parted", { name: p.name, where, mine: choice(part.mine), theirs: choice(part.theirs),
        you: score(me.deals[part.deal] ?? 0), them: score(p.deals[part.deal] ?? 0) }));
    });
    if (table.players.some((p) => p.parting)) lines.push(element("li", { className: "note" }, element("small", {}, WORDS.challengeCostNote)));
    $("challenge-partings").replaceChildren(...lines);
    $("challenge-send").textContent = !code ? "" : table.players.length > 1
      ? (full ? WORDS.challengeFull : WORDS.challengeReply) : WORDS.challengeReady;
    $("challenge-link").value = code ? linkOf(code) : "";
    $("challenge-link").closest("p").hidden = !code;
    $("challenge-status").textContent = "";
  }

  /** The challenge played through: ask the engine for the results and the link to send on. */
  async function finish(challenge) {
    ended = challenge.code;
    show("results");
    $("challenge-table").replaceChildren();
    $("challenge-partings").replaceChildren();
    $("challenge-status").textContent = challenge.players.length ? WORDS.challengeChecking : "";
    try {
      await checkAll(false);
      const { table, code, full } = await client.call("challenge_end", { name: storedName() || "?", lang: language() });
      shown = { code: challenge.code, args: [table, code, full] };
      file({ ...challenge, players: table.players.map((p) => p.name).slice(0, 8) }, code);
      results(table, code, full);
    } catch (err) {
      $("challenge-status").textContent = errorText(err);
    }
  }

  /** Replay every player's game of the challenge (`opened`: the one a link opened; else
   * the one on the table) to its end, saying meanwhile whose game and which deal the
   * engine checks (it answers at the start of each). A link it refuses: the results say why. */
  async function checkAll(opened) {
    for (;;) {
      const now = await client.call("challenge_check", opened ? { opened } : {});
      if (now.finished) return;
      $("challenge-status").textContent = t("challenge-checking-game", { name: now.name, deal: now.deal + 1,
        deals: now.deals || 0, game: now.checked + 1, games: now.of });
    }
  }

  /** While the player thinks, the worker replays the other players' games a little at a
   * time, so their results are ready when the challenge is played through. */
  async function checkMeanwhile() {
    if (checking) return;
    checking = true;
    try {
      while (state.challenge && !state.challenge.done && !state.busy) {
        if ((await client.call("challenge_check")).finished) break;
      }
    } catch { /* the results say what went wrong */ }
    checking = false;
  }

  /** After each reply on show: the end of a challenge, or time to check the others' games. */
  function onShown(reply) {
    const challenge = reply.challenge;
    if (!challenge) return;
    if (challenge.done && challenge.code !== ended) finish(challenge);
    else if (!challenge.done && challenge.players.length) checkMeanwhile();
  }

  const copy = () => copyFrom($("challenge-link"), $("challenge-status"), WORDS.challengeCopied, WORDS.challengeCopyYourself);

  $("challenge-go").addEventListener("click", go);
  $("challenge-daily").addEventListener("click", daily);
  $("challenge-game").addEventListener("change", label);
  $("challenge-close").addEventListener("click", () => dialog.close());
  $("challenge-copy").addEventListener("click", copy);
  return {
    setGames: (list) => { games = list; label(); },
    openMaker, openLink, onShown, label, known, invite,
  };
}
