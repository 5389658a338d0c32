// @ts-check
// "Challenge a friend": make a challenge, open one from a link, play it, and see the results
// side by side. The engine (py/tricktable/session/challenge.py, in the worker) holds every
// player's moves and computes every result from them; the page is told the players' names
// before its own player has played, and nothing of their play until then. A link's
// challenge is played once the engine has replayed every player's game in it, or has
// checked for CHECK_WAIT (a link whose moves do not fit is refused then, the page saying
// how far it is); the rest is checked while its player plays.
// This is the dialog; a challenge's end and its results: challenge/ending.js, drawn by
// challenge/results.js. What the browser keeps of challenges and of the deal of the day's
// attempts: challenge/filed.js. Each result is signed by its player's browser, and this
// browser's own is found by its key, not by a name (challenge/identity.js).
import { dailyState, file, filed, keepName, playedAs, storedName, today } from "./challenge/filed.js";
import { forgery, mineOf, myIdentity } from "./challenge/identity.js";
import { ChallengeResults } from "./challenge/ending.js";
import { element } from "./challenge/results.js";
import { filedLines, lengthWords, names } from "./challenge/lines.js";
import { challengeKey, readHeader } from "./services/linkopening.js";
import { copyFrom } from "./services/share.js";
import { WORDS, errorText, gameTitle, language, t } from "./services/text.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** @typedef {import("./challenge/ending.js").Info} Info @typedef {import("./challenge/ending.js").Word} Word */
/** A challenge link's invitation from its header alone, before the engine has read it.
 * @typedef {{variant: string, options: object, deals: number | null | undefined, level: string, seat: number,
 *   lang: string | undefined, players: string[]}} Invitation */

/** How long Play waits for the check of a link's games (ms); the rest is checked while
 * its player plays (ChallengeResults.checkMeanwhile, and at its end). A `hard` deal takes
 * about 5 s to replay in a desktop browser, more on a phone, and a link may ask for 200
 * (challenge.MAX_REPLAY_DEALS): up to 19 minutes. Each player's replay is at most as long
 * as the challenge itself, so checked between moves it keeps pace with the player's own
 * game (issue 49). */
const CHECK_WAIT = 20_000;

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
    /** @type {(() => Promise<unknown>) | null} */
    this.early = null;     // an invitation shown before the engine read its link: how to play it
    this.attempt = 0;      // the invitation's attempt at a deal of the day played here before
    this.turn = 0;         // links opened in the dialog so far (ChallengeResults.finish)
    this.link = false;     // the dialog was last shown for a link (its invitation or results)
    this.ending = new ChallengeResults(this);
  }

  /** @param {string} text */
  say(text) {
    $("challenge-status").textContent = text;
  }

  /** Whether the dialog shows a link opened in it: the tab's own end of a challenge does not
   * show over it (ChallengeResults.finish). */
  linkOnShow() {
    return this.link && this.dialog.open;
  }

  /** A link taken into the dialog: it keeps it. */
  takeForLink() {
    this.turn += 1;
    this.link = true;
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
    $("challenge-list").replaceChildren(...filedLines(entries, (code) => this.showFiled(code), (code) => this.reopen(code)));
  }

  /** A challenge this player has played through, filed: its results, checked again. The
   * dialog says so at once (the engine reads the link first, a while when it is busy), and
   * results shown before are gone from it meanwhile. @param {string} code */
  showFiled(code) {
    this.checking();
    return this.reopen(code);
  }

  /** The results' part of the dialog emptied, saying the engine checks them. */
  checking() {
    this.show("results");
    for (const id of ["challenge-table", "challenge-partings", "challenge-send"]) $(id).replaceChildren();
    /** @type {HTMLElement} */ ($("challenge-link").closest("p")).hidden = true;
    this.say(WORDS.challengeChecking);
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
    this.link = false;
    const { state } = this;
    const { shown } = this.ending;
    if (shown && state.challenge?.done && shown.code === state.challenge.code) {
      const entry = filed().find((e) => e.id === state.challenge?.id);
      if (entry && entry.code !== shown.link && playedAs(entry.players, entry)) return this.showFiled(entry.code);
      return this.ending.results(...shown.args);
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
    if (record) return this.showFiled(record.code);
    if (!this.nameGiven()) return;
    this.dialog.close();
    await this.start({ variant, daily: today(), lang: language() }, "challenge_new");
  }

  async go() {
    this.link = false;
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
    this.takeForLink();
    const before = filed().find((entry) => entry.id === info.id);
    if (before && before.code !== code) {
      try {
        ({ code } = await this.client.call("challenge_merge", { codes: [code, before.code] }));
        info = (await this.client.call("open_link", { code })).challenge;
      } catch { /* the link as it came */ }
    }
    const who = await this.ending.identify(info.players, info.signed);
    const me = mineOf(info.players, who, (await myIdentity())?.key ?? null, before?.me);
    this.early = null;
    if (me < 0 || forgery(info.players, who)) return this.ask(info, code);  // which says a forgery
    this.opened = info;
    this.checking();
    try {
      await this.ending.checkAll(true);
      const { table } = await this.client.call("challenge_table", { player: me });
      file(info, code);
      await this.ending.results(table, code, { daily: info.daily });  // its link, to send on
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
   * has replayed every player's game in it, or for CHECK_WAIT, which the status says as it
   * goes: a link whose moves do not fit is refused here, in words, before its player plays
   * anything, or as the check meets them in play. The
   * engine's refusal of the link itself: `refuse(reason)`, the dialog closed.
   * @param {Info | Invitation} info @param {string} code @param {(reason: string) => void} [refuse] */
  async ask(info, code, refuse = (why) => this.say(why)) {
    this.takeForLink();
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
    const forged = forgery(challenge.players, await this.ending.identify(challenge.players, challenge.signed));
    if (forged) {  // refused as the engine refuses a link: said, Play closed, nothing filed
      if (live()) this.say(errorText(forged));
      return;
    }
    let checked;
    try {
      checked = await this.ending.checkAll(true, live, Date.now() + CHECK_WAIT);
    } catch (err) {
      if (live()) this.say(errorText(err));
      return;
    }
    if (!live()) return;
    if (checked) file(challenge, code);  // else filed at its end, checked
    go.disabled = false;
    this.say(!challenge.players.length ? "" : checked ? WORDS.challengeChecked : WORDS.challengeCheckLater);
  }

  /** After each reply on show (see ChallengeResults.onShown). @param {import("./table/types.js").Reply} reply */
  onShown(reply) {
    this.ending.onShown(reply);
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
