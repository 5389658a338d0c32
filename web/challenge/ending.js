// @ts-check
// A challenge's end and its results, in the challenge dialog (challenge.js): every player's
// game replayed by the engine, said as it goes (meanwhile too, while the player thinks);
// this player's result signed, the end filed, the results shown side by side.
import { attemptEnded, countAttempt, dailyState, file, filed, knownKeys, noteKeys, storedName } from "./filed.js";
import { identify, myIdentity } from "./identity.js";
import { isolate, keysNote, partings, resultsTable } from "./results.js";
import { WORDS, dailyLabel, errorText, language, said, t } from "../services/text.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** A challenge's public part as the engine gives it (open_link, challenge_merge...).
 * @typedef {import("./filed.js").Public & {level: string, options?: object, lang?: string, seat?: number,
 *   signed?: import("./identity.js").Signed[], code?: string, done?: boolean}} Info */
/** The engine's own word on the challenge in play (a reply's `challenge`): its public part,
 * its link's code, whether it is played through.
 * @typedef {import("./filed.js").Public & {code: string, done: boolean}} Word */
/** The same of a deal of the day: dated.
 * @typedef {Word & {daily: string}} Dated */

/** A challenge's results as the engine tables them (challenge_table, challenge_end).
 * @typedef {{players: {name: string, deals: number[], total: number, signed?: import("./identity.js").Signed,
 *   parting?: any}[], deals: number, me: number}} ResultsTable */
/** What `results` is given, to show them again. @typedef {[ResultsTable, string, ResultsHow]} Shown */
/** How a challenge's results are shown: why this player's result is not in its link (`full`,
 * within `limit`; "practice": an older save of the game was put back), which attempt at a deal of the day, whether it is the first played through
 * only after a later one was dealt (`late`), and that day.
 * @typedef {{full?: string | null, limit?: number, attempt?: number, late?: boolean, daily?: string | null}} ResultsHow */

/** What the results need of the dialog they show in (challenge.js's ChallengeDesk): the
 * engine, the table's state, the page's address of a link's code, the dialog's modes, how
 * many links were opened in it (`turn`) and whether one is on show in it (`linkOnShow`).
 * @typedef {{client: import("../transport/transport.js").Transport, state: import("../table/state.js").UIState,
 *   linkOf: (code: string) => string, show: (mode: "results") => void, say: (text: string) => void,
 *   reopen: (code: string) => Promise<unknown>, turn: number, linkOnShow: () => boolean}} Dialog */

/** Which game's end of which challenge: shown once. @param {string} gameId @param {Word} challenge */
const ending = (gameId, challenge) => JSON.stringify([gameId, challenge.code]);

export class ChallengeResults {
  /** @param {Dialog} dialog */
  constructor(dialog) {
    this.dialog = dialog;
    /** @type {string | null} */
    this.ended = null;     // the game and challenge whose end was shown (`ending`)
    this.checking = false; // replaying the other players' games in the worker meanwhile
    /** @type {{code: string | undefined, link: string, args: Shown} | null} */
    this.shown = null;     // the results last shown, for the challenge on the table
  }

  /** Who signed each of a link's results (`names`, `signed`: the engine's), as this browser
   * holds each name to a key (identity.js).
   * @param {string[]} names @param {import("./identity.js").Signed[]} [signed] */
  async identify(names, signed = []) {
    return identify(names, signed, knownKeys((await myIdentity())?.key ?? null));
  }

  /** The players' results, deal by deal, each with who signed it, where each parted from
   * this one and what it cost; `code`: the link that carries them on; `full`: why this
   * player's result is not in it (the engine's "players" or "deals", within `limit`);
   * `attempt`: a later attempt at a deal of the day (from 2), not for the record, its link
   * that of the first; `late`: the first, not for the record either, since it was played
   * through after a later one was dealt. The keys of names seen for the first time are remembered.
   * @param {ResultsTable} table @param {string} code @param {ResultsHow} [how] */
  async results(table, code, { full = null, limit = 0, attempt = 1, late = false, daily = null } = {}) {
    this.dialog.show("results");
    $("challenge-results-title").textContent = daily ? `${t("challenge-results")} · ${dailyLabel(daily)}` : t("challenge-results");
    const names = table.players.map((p) => p.name);
    const who = await this.identify(names, table.players.map((p) => p.signed ?? null));
    noteKeys(who.flatMap((w, i) => (w.state === "signed" && w.key ? [/** @type {[string, string]} */ ([names[i], w.key])] : [])));
    const later = (attempt > 1 || late) && { ...table, players: table.players.map((p, i) => (i === table.me
      ? { ...p, name: t("challenge-attempt-name", { name: isolate(p.name), n: attempt }) } : p)) };
    $("challenge-table").replaceChildren(...resultsTable(later || table, who));
    /** @param {{label: import("../table/types.js").Say}} say */
    const choice = (say) => {
      try {
        return said(/** @type {import("../table/types.js").View} */ (this.dialog.state.view), say.label);  // none: the catch's words
      } catch {
        return say.label[0];
      }
    };
    $("challenge-partings").replaceChildren(...partings(table, choice), keysNote());
    $("challenge-send").textContent = full === "practice" ? WORDS.challengePractice : late ? WORDS.challengeAttemptLate
      : later ? `${t("challenge-attempt-later", { n: attempt })} ${
      code ? WORDS.challengeAttemptRecord : WORDS.challengeAttemptNone}`
      : !code ? "" : full === "players" ? WORDS.challengeFull : full === "deals" ? t("challenge-full-deals", { limit })
        : table.players.length > 1 ? WORDS.challengeReply : WORDS.challengeReady;
    /** @type {HTMLInputElement} */ ($("challenge-link")).value = code ?
 this.dialog.linkOf(code) : "";
    /** @type {HTMLElement} */ ($("challenge-link").closest("p")).hidden = !code;
    this.dialog.say("");
  }

  /** The challenge played through: ask the engine for the results and the link to send on,
   * and file them; an attempt at a deal of the day that is not for the record (a later one,
   * or the first played through after a later one was dealt) is shown, said so, and not
   * filed (attemptEnded); nor is one put back to an older save of it (practice, the engine's
   * word: its result is in no link either, issue 49). A link opened in the dialog (a friend's reply, opened in this
   * tab, which resumes this game and so ends it again) keeps the dialog: this end is filed
   * and kept for the menu, not shown over the link's results or its refusal (issue 49).
   * @param {Word} challenge */
  async finish(challenge) {
    const gameId = /** @type {string} */ (this.dialog.state.gameId);  // the game on the table has its slot
    this.ended = ending(gameId, challenge);
    const { attempt, record: forRecord } = challenge.daily ? attemptEnded(/** @type {Dated} */ (challenge), challenge.code, gameId)
      : { attempt: 1, record: true };
    const practice = this.dialog.state.practice;  // an older save put back: the engine's word
    const turn = this.dialog.turn;
    const shows = () => turn === this.dialog.turn && !this.dialog.linkOnShow();
    if (shows()) {
      this.dialog.show("results");
      $("challenge-table").replaceChildren();
      $("challenge-partings").replaceChildren();
      this.dialog.say(challenge.players.length ? WORDS.challengeChecking : "");
    }
    try {
      await this.checkAll(false, shows);
      const name = storedName() || "?";
      /** @type {{table: ResultsTable, code: string, full: string | null, limit: number}} */
      const { table, code, full, limit } = await this.dialog.client.call("challenge_end", { name, lang: language(),
        ...await this.signature(name) });
      if (!forRecord || (practice && challenge.daily)) {
        const record = dailyState(challenge.variant, /** @type {Dated} */ (challenge).daily).record?.code ?? "";  // the first's
        /** @type {Shown} */
        const args = [table, record, { attempt, late: !forRecord && attempt === 1, daily: challenge.daily,
          full: practice ? "practice" : null }];
        const shown = { code: challenge.code, link: record, args };
        this.shown = shown;
        return shows() ? this.results(...shown.args) : undefined;
      }
      const players = full ? challenge.players : table.players.map((p) => p.name);
      const filedLink = await this.fileEnd(/** @type {Info} */ ({ ...challenge, players }), code, table.players[table.me].name);
      /** @type {Shown} */
      const args = [table, code, { full, limit, daily: challenge.daily }];
      const shown = { code: challenge.code, link: code, args };
      this.shown = shown;
      if (!shows()) return;
      if (filedLink !== code) return this.dialog.reopen(filedLink);  // with players a link filed before had
      await this.results(...shown.args);
    } catch (err) {
      if (shows()) this.dialog.say(errorText(err));
    }
  }

  /** This browser's key and its signature of its player's result under `name` (what the
   * engine digests); nothing where it has no key, and the result goes unsigned.
   * @param {string} name @returns {Promise<{key?: string, sig?: string}>} */
  async signature(name) {
    const identity = await myIdentity();
    if (!identity) return {};
    const { digest } = await this.dialog.client.call("challenge_digest", { name });
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
        ({ code, challenge: info } = await this.dialog.client.call("challenge_merge", { codes: [code, before.code] }));
      } catch { /* this link as it is */ }
    }
    file(info, code, me);
    return code;
  }

  /** Replay every player's game of the challenge (`opened`: the one a link opened; else
   * the one on the table) to its end, saying meanwhile whose game and which deal the
   * engine checks (it answers at the start of each), and how much of it is done, while
   * `live()` and until `until` (a time, ms). Whether every game is replayed; a link it
   * refuses: the engine's refusal, thrown.
   * @param {boolean} opened @param {() => boolean} [live] @param {number} [until] */
  async checkAll(opened, live = () => true, until = Infinity) {
    const bar = /** @type {HTMLProgressElement} */ ($("challenge-progress"));
    try {
      while (live() && Date.now() < until) {
        const now = await this.dialog.client.call("challenge_check", opened ? { opened } : {});
        if (now.finished) return true;
        Object.assign(bar, { value: now.part, hidden: false });
        this.dialog.say(t("challenge-checking-game", { name: isolate(now.name), deal: now.deal + 1, deals: now.deals || 0,
          game: now.checked + 1, games: now.of }));
      }
    } finally {
      bar.hidden = true;
    }
    return false;
  }

  /** While the player thinks, the worker replays the other players' games a little at a
   * time, so their results are ready when the challenge is played through: what Play left
   * unchecked too (challenge.js, CHECK_WAIT). A player's moves found not to fit are said
   * at once, not only at the end. */
  async checkMeanwhile() {
    if (this.checking) return;
    this.checking = true;
    const { state } = this.dialog;
    try {
      while (state.challenge && !state.challenge.done && !state.busy) {
        if ((await this.dialog.client.call("challenge_check")).finished) break;
      }
    } catch (err) {
      if (/** @type {{code?: string}} */ (err).code === "challenge_unplayable") {
        this.dialog.show("results");
        this.dialog.say(errorText(err));
      }  // else the results say what went wrong
    }
    this.checking = false;
  }

  /** After each reply on show: an attempt at a deal of the day counted as it is dealt, the
   * end of a challenge, or time to check the others' games.
   * @param {import("../table/types.js").Reply} reply */
  onShown(reply) {
    if (!reply.challenge) return;
    // Dated or done, the engine's own word (an opening's, drawn before it, is neither).
    const challenge = /** @type {Word} */ (reply.challenge);
    const gameId = /** @type {string} */ (this.dialog.state.gameId);  // the game on the table has its slot
    if (challenge.daily && !challenge.done) countAttempt(/** @type {Dated} */ (challenge), challenge.code, gameId);
    // Each game's end once: a first attempt at a deal of the day resumed after a later one
    // ended here is a game of its own, of the same challenge.
    if (challenge.done && ending(gameId, challenge) !== this.ended) this.finish(challenge);
    else if (!challenge.done && challenge.players.length) this.checkMeanwhile();
  }
}
