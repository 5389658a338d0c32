// @ts-check
// "Challenge a friend": make a challenge, open one from a link, play it, and see the results
// side by side. The engine (py/tricktable/challenge.py, in the worker) holds every player's
// moves and computes every result from them; the page is told the players' names before
// its own player has played, and nothing of their play until then. A link's challenge is
// played only once the engine has replayed every player's game in it (a link whose moves
// do not fit is refused then, not at its end), the page saying how far it is. What the
// browser keeps of challenges and of the deal of the day's attempts: challenge/filed.js;
// the results as drawn: challenge/results.js. Each result is signed by its player's browser,
// and this browser's own is found by its key, not by a name (challenge/identity.js).
import { countAttempt, dailyState, file, filed, keepName, knownKeys, noteKeys, playedAs, storedName, today } from "./challenge/filed.js";
import { forgery, identify, mineOf, myIdentity } from "./challenge/identity.js";
import { element, isolate, keysNote, partings, resultsTable } from "./challenge/results.js";
import { challengeKey, readHeader } from "./services/linkopening.js";
import { copyFrom } from "./services/share.js";
import { WORDS, dailyLabel, errorText, gameTitle, language, said, t } from "./services/text.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A challenge's public part as the engine gives it (open_link, challenge_merge...).
 * @typedef {import("./challenge/filed.js").Public & {level: string, options?: object, lang?: string, seat?: number,
 *   signed?: import("./challenge/identity.js").Signed[], code?: string, done?: boolean}} Info */
/** The engine's own word on the challenge in play (a reply's `challenge`): its public part,
 * its link's code, whether it is played through.
 * @typedef {import("./challenge/filed.js").Public & {code: string, done: boolean}} Word */
/** The same of a deal of the day: dated.
 * @typedef {Word & {daily: string}} Dated */
/** A challenge link's invitation from its header alone, before the engine has read it.
 * @typedef {{variant: string, options: object, deals: number | null | undefined, level: string, seat: number,
 *   lang: string | undefined, players: string[]}} Invitation */
/** A challenge's results as the engine tables them (challenge_table, challenge_end).
 * @typedef {{players: {name: string, deals: number[], total: number, signed?: import("./challenge/identity.js").Signed,
 *   parting?: any}[], deals: number, me: number}} ResultsTable */
/** What `results` is given, to show them again. @typedef {[ResultsTable, string, ResultsHow]} Shown */
/** How a challenge's results are shown: why this player's result is not in its link (`full`,
 * within `limit`), which attempt at a deal of the day, and that day.
 * @typedef {{full?: string | null, limit?: number, attempt?: number, daily?: string | null}} ResultsHow */


/** `deals` as the dialogs say it: one deal, four deals, a whole game (null or 0).
 * @param {number | null | undefined} deals */
const lengthWords = (deals) => t("challenge-deals", { n: deals || 0 });
const names = (/** @type {string[]} */ players) => new Intl.ListFormat(language()).format(players.map(isolate));

/**
 * The challenge dialog. `client`: the engine; `state`: the table's; `start(params, method)`
 * starts a game of the table (challenge_new or challenge_play) and returns null or an error;
 * `linkOf(code)`: the page's address for a short link's code.
 */
class ChallengeDesk {
  /** @param {ChallengeSetup} setup */
  constructor({ client, state, start, linkOf }) {
    this.client = client;
    this.state = state;
    this.start = start;
    this.linkOf = linkOf;
    this.dialog = /** @type {HTMLDialogElement} */ ($("challenge-dialog"));
    this.mode = "make";    // make | intro | results
    /** @type {import("./table/types.js").Game[]} */
    this.games = [];       // the engine's catalogue
    /** @type {Info | Invitation | null} */
    this.opened = null;    // a challenge link's public part, before its player plays it
    /** @type {string | null | undefined} */
    this.ended = null;     // the code of the challenge whose end was shown
    this.checking = false; // replaying the other players' games in the worker meanwhile
    /** @type {{code: string | undefined, link: string, args: Shown} | null} */
    this.shown = null;     // the results last shown, for the challenge on the table
    /** @type {(() => Promise<unknown>) | null} */
    this.early = null;     // an invitation shown before the engine read its link: how to play it
    this.attempt = 0;      // the invitation's attempt at a deal of the day played here before
  }

  /** @param {string} text */
  say(text) {
    $("challenge-status").textContent = text;
  }

  /** @param {"make" | "intro" | "results"} mode */
  show(mode) {
    this.mode = mode;
    $("challenge-make").hidden = mode !== "make";
    this.listFiled();
    $("challenge-intro").hidden = mode !== "intro";
    $("challenge-results").hidden = mode !== "results";
    $("challenge-name-row").hidden = mode === "results";
    $("challenge-go").textContent = { make: WORDS.challengeStart, intro: WORDS.challengePlay, results: WORDS.challengeNew }[mode];
    /** @type {HTMLButtonElement} */ ($("challenge-go")).disabled = false;
    /** @type {HTMLInputElement} */ ($("challenge-name")).value ||= storedName();
    this.say("");
    if (!this.dialog.open) this.dialog.showModal();
  }

  /** Under a new challenge: the ones made and received, each to play or to see again. */
  listFiled() {
    const entries = this.mode === "make" ? filed() : [];
    $("challenge-mine").hidden = !entries.length;
    $("challenge-list").replaceChildren(...entries.map((entry) => {
      const played = playedAs(entry.players, entry);
      const button = element("button", { type: "button", textContent: played ? WORDS.challengeShow : WORDS.challengePlay });
      button.addEventListener("click", () => this.reopen(entry.code));
      const line = t("challenge-line", { game: gameTitle({ id: entry.variant }), length: lengthWords(entry.deals),
        names: names(entry.players) });
      return element("li", {}, `${line} `, button);
    }));
  }

  /** A filed challenge again: its results, or its invitation. @param {string} code */
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
    const { dealt, record } = dailyState(/** @type {HTMLSelectElement} */ ($("challenge-game")).value);
    const again = dealt && !record;  // dealt before today, not played through: a later attempt
    $("challenge-daily").textContent = record ? WORDS.challengeDailyDone
      : again ? t("challenge-daily-again", { n: dealt + 1 }) : WORDS.challengeDaily;
    $("challenge-daily-help").textContent = again ? WORDS.challengeDailyAgainHelp : WORDS.challengeDailyHelp;
    for (const span of this.dialog.querySelectorAll("[data-deals]")) span.textContent = lengthWords(Number(/** @type {HTMLElement} */ (span).dataset.deals));
    const picker = /** @type {HTMLSelectElement} */ ($("challenge-game"));
    const chosen = picker.value;
    picker.replaceChildren(...this.games.map((g) => element("option", { value: g.id, textContent: gameTitle(g) })));
    if (chosen) picker.value = chosen;
    const o = this.opened;
    if (o && this.mode === "intro") {
      $("challenge-from").textContent = t("challenge-from", { names: names(o.players), game: gameTitle({ id: o.variant }),
        length: lengthWords(o.deals), level: t(o.level) });
      $("challenge-attempt").textContent = this.attempt ? t("challenge-intro-attempt", { n: this.attempt }) : "";
      $("challenge-attempt").hidden = !this.attempt;
    }
  }

  /** The menu's "Challenge a friend": the results of the challenge on the table, if it is
   * played through (with everyone's, if a reply to it came since); else a new challenge,
   * of the game on the table. */
  openMaker() {
    const { shown, state } = this;
    if (shown && state.challenge?.done && shown.code === state.challenge.code) {
      const entry = filed().find((e) => e.id === state.challenge?.id);
      if (entry && entry.code !== shown.link && playedAs(entry.players, entry)) return this.reopen(entry.code);
      return this.results(...shown.args);
    }
    if (state.config) /** @type {HTMLSelectElement} */ ($("challenge-game")).value = state.config.variant;
    this.show("make");
    this.label();
  }

  /** The player's name, kept for next time; empty (and said) if none was given. */
  nameGiven() {
    const name = /** @type {HTMLInputElement} */ ($("challenge-name")).value.trim();
    if (!name) {
      this.say(WORDS.challengeNoName);
      $("challenge-name").focus();
    } else keepName(name);
    return name;
  }

  /** The deal of the day of the chosen game: its results once its first attempt is played
   * through; else dealt, an attempt counted as it is (onShown), a later one said so. */
  async daily() {
    const variant = /** @type {HTMLSelectElement} */ ($("challenge-game")).value;
    const { record } = dailyState(variant);
    if (record) return this.reopen(record.code);
    if (!this.nameGiven()) return;
    this.dialog.close();
    await this.start({ variant, daily: today(), lang: language() }, "challenge_new");
  }

  async go() {
    if (this.mode === "results") {
      this.show("make");
      return this.label();
    }
    if (!this.nameGiven()) return;
    this.dialog.close();
    if (this.mode === "make") {
      const deals = Number(/** @type {HTMLInputElement} */ (this.dialog.querySelector("input[name=challenge-deals]:checked")).value) || null;
      return this.start({ variant: /** @type {HTMLSelectElement} */ ($("challenge-game")).value, deals,
        level: /** @type {HTMLSelectElement} */ ($("challenge-level")).value,
        lang: language() }, "challenge_new");
    }
    this.opened = null;
    const play = this.early;  // the invitation came before the engine: the link's opening, at once
    this.early = null;
    return play ? play() : this.start({}, "challenge_play");
  }

  /** A challenge link opened (`code`): its results if this player has played it, else an
   * invitation. A link of a challenge seen before brings the players of both together; it
   * is filed once the engine has checked every player's game in it.
   * @param {Info} info @param {string} code */
  async openLink(info, code) {
    const before = filed().find((entry) => entry.id === info.id);
    if (before && before.code !== code) {
      try {
        ({ code } = await this.client.call("challenge_merge", { codes: [code, before.code] }));
        info = (await this.client.call("open_link", { code })).challenge;
      } catch { /* the link as it came */ }
    }
    const who = await this.identify(info.players, info.signed);
    const me = mineOf(info.players, who, (await myIdentity())?.key ?? null, before?.me);
    this.early = null;
    if (me < 0 || forgery(info.players, who)) return this.ask(info, code);  // which says a forgery
    this.opened = info;
    this.show("results");
    for (const id of ["challenge-table", "challenge-partings", "challenge-send"]) $(id).replaceChildren();
    /** @type {HTMLElement} */ ($("challenge-link").closest("p")).hidden = true;
    this.say(WORDS.challengeChecking);
    try {
      await this.checkAll(true);
      const { table } = await this.client.call("challenge_table", { player: me });
      file(info, code);
      await this.results(table, code, { daily: info.daily });  // its link, to send on
    } catch (err) {
      this.say(errorText(err));
    }
  }

  /** Whether a challenge link's `header` needs the engine before anything shows: it holds a
   * result under this browser's key (its results), or a link of it was seen before (to merge).
   * @param {import("./table/types.js").LinkHeader} header  a challenge's */
  async known(header) {
    const mine = (await myIdentity())?.key;
    if (mine && (header.p ?? []).some((player) => player[2] === mine)) return true;
    const key = challengeKey(header);
    for (const entry of filed()) {
      const other = await readHeader(entry.code);
      if (!other || challengeKey(other) === key) return true;
    }
    return false;
  }

  /** The invitation of a challenge link (`header`, `code`) at once, before the engine runs;
   * its Play, once the engine has checked the link (`ask`), calls `play()`, which draws the
   * link's opening (linkopening.js) while the engine deals. Refused, `refuse(reason)`.
   * @param {import("./table/types.js").LinkHeader} header  a challenge's @param {string} code
   * @param {() => Promise<unknown>} play @param {(reason: string) => void} refuse */
  invite(header, code, play, refuse) {
    this.early = play;
    /** @type {Invitation} */
    const info = { variant: header.v, options: header.o, deals: header.d, level: header.l, seat: header.seat,
      lang: header.lang, players: (header.p ?? []).map(([name]) => name) };
    return this.ask(info, code, refuse);
  }

  /** The invitation to play the challenge of the link `code` (`info`: its public part, or
   * its header's word for it before the engine has read it). Play waits until the engine
   * has replayed every player's game in it, which the status says as it goes: a link whose
   * moves do not fit is refused here, in words, before its player plays anything. The
   * engine's refusal of the link itself: `refuse(reason)`, the dialog closed.
   * @param {Info | Invitation} info @param {string} code @param {(reason: string) => void} [refuse] */
  async ask(info, code, refuse = (why) => this.say(why)) {
    this.opened = info;
    this.attempt = 0;
    this.show("intro");
    this.label();
    const go = /** @type {HTMLButtonElement} */ ($("challenge-go"));
    go.disabled = true;
    $("challenge-cost").textContent = "";
    if (!this.client.ready) this.say(WORDS.challengeCheckWaiting);
    let opened;
    try {
      opened = await this.client.call("open_link", { code });
    } catch (err) {
      if (this.opened !== info) return;
      this.early = this.opened = null;
      this.dialog.close();
      return refuse(errorText(err));
    }
    const live = () => this.opened === info && this.dialog.open && this.mode === "intro";
    if (!live()) return;
    /** @type {{challenge: Info, check: {deals: number, limit: number}}} */
    const { challenge, check } = opened;
    this.opened = info = challenge;
    $("challenge-cost").textContent = t("challenge-check-cost", { deals: check.deals, limit: check.limit });
    const day = challenge.daily ? dailyState(challenge.variant, challenge.daily) : null;
    this.attempt = day?.dealt ? day.dealt + 1 : 0;  // a deal of the day dealt here before: said, before Play
    this.label();
    const forged = forgery(challenge.players, await this.identify(challenge.players, challenge.signed));
    if (forged) {  // refused as the engine refuses a link: said, Play closed, nothing filed
      if (live()) this.say(errorText(forged));
      return;
    }
    try {
      await this.checkAll(true, live);
    } catch (err) {
      if (live()) this.say(errorText(err));
      return;
    }
    if (!live()) return;
    file(challenge, code);
    go.disabled = false;
    this.say(challenge.players.length ? WORDS.challengeChecked : "");
  }

  /** Who signed each of a link's results (`names`, `signed`: the engine's), as this browser
   * holds each name to a key (identity.js).
   * @param {string[]} names @param {import("./challenge/identity.js").Signed[]} [signed] */
  async identify(names, signed = []) {
    return identify(names, signed, knownKeys((await myIdentity())?.key ?? null));
  }

  /** The players' results, deal by deal, each with who signed it, where each parted from
   * this one and what it cost; `code`: the link that carries them on; `full`: why this
   * player's result is not in it (the engine's "players" or "deals", within `limit`);
   * `attempt`: a later attempt at a deal of the day (from 2), not for the record, its link
   * that of the first. The keys of names seen for the first time are remembered.
   * @param {ResultsTable} table @param {string} code @param {ResultsHow} [how] */
  async results(table, code, { full = null, limit = 0, attempt = 1, daily = null } = {}) {
    this.show("results");
    $("challenge-results-title").textContent = daily ? `${t("challenge-results")} · ${dailyLabel(daily)}` : t("challenge-results");
    const names = table.players.map((p) => p.name);
    const who = await this.identify(names, table.players.map((p) => p.signed ?? null));
    noteKeys(who.flatMap((w, i) => (w.state === "signed" && w.key ? [/** @type {[string, string]} */ ([names[i], w.key])] : [])));
    const later = attempt > 1 && { ...table, players: table.players.map((p, i) => (i === table.me
      ? { ...p, name: t("challenge-attempt-name", { name: isolate(p.name), n: attempt }) } : p)) };
    $("challenge-table").replaceChildren(...resultsTable(later || table, who));
    /** @param {{label: import("./table/types.js").Say}} say */
    const choice = (say) => {
      try {
        return said(/** @type {import("./table/types.js").View} */ (this.state.view), say.label);  // none: the catch's words
      } catch {
        return say.label[0];
      }
    };
    $("challenge-partings").replaceChildren(...partings(table, choice), keysNote());
    $("challenge-send").textContent = later ? `${t("challenge-attempt-later", { n: attempt })} ${
      code ? WORDS.challengeAttemptRecord : WORDS.challengeAttemptNone}`
      : !code ? "" : full === "players" ? WORDS.challengeFull : full === "deals" ? t("challenge-full-deals", { limit })
        : table.players.length > 1 ? WORDS.challengeReply : WORDS.challengeReady;
    /** @type {HTMLInputElement} */ ($("challenge-link")).value = code ?
 this.linkOf(code) : "";
    /** @type {HTMLElement} */ ($("challenge-link").closest("p")).hidden = !code;
    this.say("");
  }

  /** The challenge played through: ask the engine for the results and the link to send on,
   * and file them; a later attempt at a deal of the day is shown, said so, and not filed
   * (the first attempt's results stay the ones for the record).
   * @param {Word} challenge */
  async finish(challenge) {
    this.ended = challenge.code;
    const gameId = /** @type {string} */ (this.state.gameId);  // the game on the table has its slot
    const attempt = challenge.daily ? countAttempt(/** @type {Dated} */ (challenge), challenge.code, gameId) : 1;
    this.show("results");
    $("challenge-table").replaceChildren();
    $("challenge-partings").replaceChildren();
    this.say(challenge.players.length ? WORDS.challengeChecking : "");
    try {
      await this.checkAll(false);
      const name = storedName() || "?";
      /** @type {{table: ResultsTable, code: string, full: string | null, limit: number}} */
      const { table, code, full, limit } = await this.client.call("challenge_end", { name, lang: language(),
        ...await this.signature(name) });
      if (attempt > 1) {
        const record = dailyState(challenge.variant, /** @type {Dated} */ (challenge).daily).record?.code ?? "";  // a later attempt's
        /** @type {Shown} */
        const args = [table, record, { attempt, daily: challenge.daily }];
        const shown = { code: challenge.code, link: record, args };
        this.shown = shown;
        return this.results(...shown.args);
      }
      const players = full ? challenge.players : table.players.map((p) => p.name);
      const filedLink = await this.fileEnd(/** @type {Info} */ ({ ...challenge, players }), code, table.players[table.me].name);
      /** @type {Shown} */
      const args = [table, code, { full, limit, daily: challenge.daily }];
      const shown = { code: challenge.code, link: code, args };
      this.shown = shown;
      if (filedLink !== code) return this.reopen(filedLink);  // with players a link filed before had
      await this.results(...shown.args);
    } catch (err) {
      this.say(errorText(err));
    }
  }

  /** This browser's key and its signature of its player's result under `name` (what the
   * engine digests); nothing where it has no key, and the result goes unsigned.
   * @param {string} name @returns {Promise<{key?: string, sig?: string}>} */
  async signature(name) {
    const identity = await myIdentity();
    if (!identity) return {};
    const { digest } = await this.client.call("challenge_digest", { name });
    try {
      return { key: identity.key, sig: await identity.sign(digest) };
    } catch {
      return {};  // the key cannot sign now (storage taken away): the result goes unsigned, not lost
    }
  }

  /** File the end of a challenge: `info`, its public part with the players of its link
   * `code`, and `me`, the name it was played under. A link of it filed before with players
   * this one lacks (a reply opened before this end was shown again, after a reload) is
   * merged in, not written over. Returns the link filed.
   * @param {Info} info @param {string} code @param {string} me */
  async fileEnd(info, code, me) {
    const before = filed().find((entry) => entry.id === info.id);
    if (before?.players.some((name) => !info.players.includes(name))) {
      try {
        ({ code, challenge: info } = await this.client.call("challenge_merge", { codes: [code, before.code] }));
      } catch { /* this link as it is */ }
    }
    file(info, code, me);
    return code;
  }

  /** Replay every player's game of the challenge (`opened`: the one a link opened; else
   * the one on the table) to its end, saying meanwhile whose game and which deal the
   * engine checks (it answers at the start of each), and how much of it is done, while
   * `live()`. A link it refuses: the engine's refusal, thrown.
   * @param {boolean} opened @param {() => boolean} [live] */
  async checkAll(opened, live = () => true) {
    const bar = /** @type {HTMLProgressElement} */ ($("challenge-progress"));
    try {
      while (live()) {
        const now = await this.client.call("challenge_check", opened ? { opened } : {});
        if (now.finished) return;
        Object.assign(bar, { value: now.part, hidden: false });
        this.say(t("challenge-checking-game", { name: isolate(now.name), deal: now.deal + 1, deals: now.deals || 0,
          game: now.checked + 1, games: now.of }));
      }
    } finally {
      bar.hidden = true;
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

  /** After each reply on show: an attempt at a deal of the day counted as it is dealt, the
   * end of a challenge, or time to check the others' games.
   * @param {import("./table/types.js").Reply} reply */
  onShown(reply) {
    if (!reply.challenge) return;
    // Dated or done, the engine's own word (an opening's, drawn before it, is neither).
    const challenge = /** @type {Word} */ (reply.challenge);
    const gameId = /** @type {string} */ (this.state.gameId);  // the game on the table has its slot
    if (challenge.daily && !challenge.done) countAttempt(/** @type {Dated} */ (challenge), challenge.code, gameId);
    if (challenge.done && challenge.code !== this.ended) this.finish(challenge);
    else if (!challenge.done && challenge.players.length) this.checkMeanwhile();
  }

  /** The dialog's own buttons. */
  bind() {
    $("challenge-go").addEventListener("click", () => this.go());
    $("challenge-daily").addEventListener("click", () => this.daily());
    $("challenge-game").addEventListener("change", () => this.label());
    $("challenge-close").addEventListener("click", () => this.dialog.close());
    $("challenge-copy").addEventListener("click", () => copyFrom(/** @type {HTMLInputElement} */ ($("challenge-link")), $("challenge-status"),
      WORDS.challengeCopied, WORDS.challengeCopyYourself));
  }

  /** @param {import("./table/types.js").Game[]} list */
  setGames(list) {
    this.games = list;
    this.label();
  }
}

/**
 * What the challenge dialog works with (see ChallengeDesk).
 * @typedef {{client: import("./transport/transport.js").Transport, state: import("./table/state.js").UIState,
 *   start: (params: object, method: string) => Promise<string | null>, linkOf: (code: string) => string}} ChallengeSetup
 */

/** The challenge dialog of the app, bound (see ChallengeDesk). @param {ChallengeSetup} options */
export function setupChallenges(options) {
  const desk = new ChallengeDesk(options);
  desk.bind();
  return desk;
}
