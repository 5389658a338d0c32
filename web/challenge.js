// "Challenge a friend": make a challenge, open one from a link, play it, and see the results
// side by side. The engine (py/tricktable/challenge.py, in the worker) holds every player's
// moves and computes every result from them; the page is told the players' names before
// its own player has played, and nothing of their play until then. What the browser keeps
// of challenges: challenge/filed.js; the results as drawn: challenge/results.js.
import { dailyPlayed, file, filed, keepName, markDaily, storedName, today } from "./challenge/filed.js";
import { element, partings, resultsTable } from "./challenge/results.js";
import { challengeKey, readHeader } from "./table/linkopening.js";
import { copyFrom } from "./table/share.js";
import { WORDS, errorText, gameTitle, language, said, t } from "./table/text.js";

const $ = (id) => document.getElementById(id);

/** `deals` as the dialogs say it: one deal, four deals, a whole game (null or 0). */
const lengthWords = (deals) => t("challenge-deals", { n: deals || 0 });
const names = (players) => new Intl.ListFormat(language()).format(players);

/**
 * The challenge dialog. `client`: the engine; `state`: the table's; `start(params, method)`
 * starts a game of the table (challenge_new or challenge_play) and returns null or an error;
 * `linkOf(code)`: the page's address for a short link's code.
 */
class ChallengeDesk {
  constructor({ client, state, start, linkOf }) {
    this.client = client;
    this.state = state;
    this.start = start;
    this.linkOf = linkOf;
    this.dialog = $("challenge-dialog");
    this.mode = "make";    // make | intro | results
    this.games = [];       // the engine's catalogue
    this.opened = null;    // a challenge link's public part, before its player plays it
    this.ended = null;     // the code of the challenge whose end was shown
    this.checking = false; // replaying the other players' games in the worker meanwhile
    this.shown = null;     // the results last shown, for the challenge on the table
    this.early = null;     // an invitation shown before the engine read its link: how to play it
  }

  say(text) {
    $("challenge-status").textContent = text;
  }

  show(mode) {
    this.mode = mode;
    $("challenge-make").hidden = mode !== "make";
    this.listFiled();
    $("challenge-intro").hidden = mode !== "intro";
    $("challenge-results").hidden = mode !== "results";
    $("challenge-name-row").hidden = mode === "results";
    $("challenge-go").textContent = { make: WORDS.challengeStart, intro: WORDS.challengePlay, results: WORDS.challengeNew }[mode];
    $("challenge-name").value ||= storedName();
    this.say("");
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Under a new challenge: the ones made and received, each to play or to see again. */
  listFiled() {
    const entries = this.mode === "make" ? filed() : [];
    $("challenge-mine").hidden = !entries.length;
    const me = storedName();
    $("challenge-list").replaceChildren(...entries.map((entry) => {
      const played = me && entry.players.includes(me);
      const button = element("button", { type: "button", textContent: played ? WORDS.challengeShow : WORDS.challengePlay });
      button.addEventListener("click", () => this.reopen(entry.code));
      const line = t("challenge-line", { game: gameTitle({ id: entry.variant }), length: lengthWords(entry.deals),
        names: names(entry.players) });
      return element("li", {}, `${line} `, button);
    }));
  }

  /** A filed challenge again: its results, or its invitation. */
  async reopen(code) {
    try {
      const { challenge } = await this.client.call("open_link", { code });
      await this.openLink(challenge, code);
    } catch (err) {
      this.say(errorText(err));
    }
  }

  /** Put the words that take values in place (again after a change of language). */
  label() {
    $("challenge-daily").textContent = dailyPlayed($("challenge-game").value) ? WORDS.challengeDailyDone : WORDS.challengeDaily;
    for (const span of this.dialog.querySelectorAll("[data-deals]")) span.textContent = lengthWords(Number(span.dataset.deals));
    const picker = $("challenge-game");
    const chosen = picker.value;
    picker.replaceChildren(...this.games.map((g) => element("option", { value: g.id, textContent: gameTitle(g) })));
    if (chosen) picker.value = chosen;
    const o = this.opened;
    if (o && this.mode === "intro") {
      $("challenge-from").textContent = t("challenge-from", { names: names(o.players), game: gameTitle({ id: o.variant }),
        length: lengthWords(o.deals), level: t(o.level) });
    }
  }

  /** The menu's "Challenge a friend": the results of the challenge on the table, if it is
   * played through; else a new challenge, of the game on the table. */
  openMaker() {
    const { shown, state } = this;
    if (shown && state.challenge?.done && shown.code === state.challenge.code) return this.results(...shown.args);
    if (state.config) $("challenge-game").value = state.config.variant;
    this.show("make");
    this.label();
  }

  /** The player's name, kept for next time; empty (and said) if none was given. */
  nameGiven() {
    const name = $("challenge-name").value.trim();
    if (!name) {
      this.say(WORDS.challengeNoName);
      $("challenge-name").focus();
    } else keepName(name);
    return name;
  }

  /** The deal of the day of the chosen game: played once, then its results. */
  async daily() {
    const variant = $("challenge-game").value;
    const played = dailyPlayed(variant);
    if (played) return this.reopen(played.code);
    if (!this.nameGiven()) return;
    const date = today();
    this.dialog.close();
    const error = await this.start({ variant, daily: date, lang: language() }, "challenge_new");
    if (!error && this.state.challenge) markDaily(variant, date, this.state.challenge.id);
  }

  async go() {
    if (this.mode === "results") {
      this.show("make");
      return this.label();
    }
    if (!this.nameGiven()) return;
    this.dialog.close();
    if (this.mode === "make") {
      const deals = Number(this.dialog.querySelector("input[name=challenge-deals]:checked").value) || null;
      return this.start({ variant: $("challenge-game").value, deals, level: $("challenge-level").value,
        lang: language() }, "challenge_new");
    }
    this.opened = null;
    const play = this.early;  // the invitation came before the engine: the link's opening, at once
    this.early = null;
    return play ? play() : this.start({}, "challenge_play");
  }

  /** A challenge link opened (`code`): its results if this player has played it, else an
   * invitation. A link of a challenge seen before brings the players of both together. */
  async openLink(info, code) {
    const before = filed().find((entry) => entry.id === info.id);
    if (before && before.code !== code) {
      try {
        ({ code } = await this.client.call("challenge_merge", { codes: [code, before.code] }));
        info = (await this.client.call("open_link", { code })).challenge;
      } catch { /* the link as it came */ }
    }
    file(info, code);
    this.opened = info;
    const name = storedName();
    if (!name || !info.players.includes(name)) {
      this.show("intro");
      return this.label();
    }
    this.show("results");
    for (const id of ["challenge-table", "challenge-partings", "challenge-send"]) $(id).replaceChildren();
    $("challenge-link").closest("p").hidden = true;
    this.say(WORDS.challengeChecking);
    try {
      await this.checkAll(true);
      const { table } = await this.client.call("challenge_table", { name });
      this.results(table, code);  // its link, to send on
    } catch (err) {
      this.say(errorText(err));
    }
  }

  /** Whether a challenge link's `header` needs the engine before anything shows: this
   * player has played it (its results), or a link of it was seen before (to merge). */
  async known(header) {
    const name = storedName();
    if (name && header.p.some(([player]) => player === name)) return true;
    const key = challengeKey(header);
    for (const entry of filed()) {
      const other = await readHeader(entry.code);
      if (!other || challengeKey(other) === key) return true;
    }
    return false;
  }

  /** The invitation of a challenge link (`header`, `code`) at once, before the engine runs
   * (its opening: linkopening.js); its Play calls `play()`, which draws the link's opening.
   * The engine files the challenge once it has read the link; refused, `refuse(reason)`. */
  invite(header, code, play, refuse) {
    this.opened = { variant: header.v, options: header.o, deals: header.d, level: header.l, seat: header.seat,
      lang: header.lang, players: header.p.map(([name]) => name) };
    this.early = play;
    this.show("intro");
    this.label();
    this.client.call("open_link", { code }).then(({ challenge }) => file(challenge, code), (err) => {
      if (this.early !== play) return;  // played already: the table says why
      this.early = this.opened = null;
      this.dialog.close();
      refuse(errorText(err));
    });
  }

  /** The players' results, deal by deal, where each parted from this one and what it cost;
   * `code`: the link that carries them on. */
  results(table, code, full = false) {
    this.show("results");
    $("challenge-table").replaceChildren(...resultsTable(table));
    const choice = (say) => {
      try {
        return said(this.state.view, say.label);
      } catch {
        return say.label[0];
      }
    };
    $("challenge-partings").replaceChildren(...partings(table, choice));
    $("challenge-send").textContent = !code ? "" : table.players.length > 1
      ? (full ? WORDS.challengeFull : WORDS.challengeReply) : WORDS.challengeReady;
    $("challenge-link").value = code ? this.linkOf(code) : "";
    $("challenge-link").closest("p").hidden = !code;
    this.say("");
  }

  /** The challenge played through: ask the engine for the results and the link to send on. */
  async finish(challenge) {
    this.ended = challenge.code;
    this.show("results");
    $("challenge-table").replaceChildren();
    $("challenge-partings").replaceChildren();
    this.say(challenge.players.length ? WORDS.challengeChecking : "");
    try {
      await this.checkAll(false);
      const { table, code, full } = await this.client.call("challenge_end", { name: storedName() || "?", lang: language() });
      this.shown = { code: challenge.code, args: [table, code, full] };
      file({ ...challenge, players: table.players.map((p) => p.name).slice(0, 8) }, code);
      this.results(table, code, full);
    } catch (err) {
      this.say(errorText(err));
    }
  }

  /** Replay every player's game of the challenge (`opened`: the one a link opened; else
   * the one on the table) to its end, saying meanwhile whose game and which deal the
   * engine checks (it answers at the start of each). A link it refuses: the results say why. */
  async checkAll(opened) {
    for (;;) {
      const now = await this.client.call("challenge_check", opened ? { opened } : {});
      if (now.finished) return;
      this.say(t("challenge-checking-game", { name: now.name, deal: now.deal + 1, deals: now.deals || 0,
        game: now.checked + 1, games: now.of }));
    }
  }

  /** While the player thinks, the worker replays the other players' games a little at a
   * time, so their results are ready when the challenge is played through. */
  async checkMeanwhile() {
    if (this.checking) return;
    this.checking = true;
    const { state } = this;
    try {
      while (state.challenge && !state.challenge.done && !state.busy) {
        if ((await this.client.call("challenge_check")).finished) break;
      }
    } catch { /* the results say what went wrong */ }
    this.checking = false;
  }

  /** After each reply on show: the end of a challenge, or time to check the others' games. */
  onShown(reply) {
    const challenge = reply.challenge;
    if (!challenge) return;
    if (challenge.done && challenge.code !== this.ended) this.finish(challenge);
    else if (!challenge.done && challenge.players.length) this.checkMeanwhile();
  }

  /** The dialog's own buttons. */
  bind() {
    $("challenge-go").addEventListener("click", () => this.go());
    $("challenge-daily").addEventListener("click", () => this.daily());
    $("challenge-game").addEventListener("change", () => this.label());
    $("challenge-close").addEventListener("click", () => this.dialog.close());
    $("challenge-copy").addEventListener("click", () => copyFrom($("challenge-link"), $("challenge-status"),
      WORDS.challengeCopied, WORDS.challengeCopyYourself));
  }

  setGames(list) {
    this.games = list;
    this.label();
  }
}

/** The challenge dialog of the app, bound (see ChallengeDesk). */
export function setupChallenges(options) {
  const desk = new ChallengeDesk(options);
  desk.bind();
  return desk;
}
