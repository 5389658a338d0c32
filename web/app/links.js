// @ts-check
// A link the app's page is opened with: a short link (the engine reads it: a game, a deal,
// a challenge, a review), its opening drawn before the engine runs, or a game or deal in
// the address. Refused, it says why and the saved game in progress goes on: nothing is lost.
import { openReview } from "../review.js";
import { openingRecord, readOpening } from "../services/linkopening.js";
import * as store from "../services/storage.js";
import { WORDS, errorText, language, savedLanguage, t } from "../services/text.js";
import { showMessage } from "../table/controller.js";

/** @typedef {import("../table/types.js").ResumeRecord} ResumeRecord */
/** @typedef {import("../table/types.js").StoredRecord} StoredRecord */
/** What the page's address asks for: a short link's code, or what readLink reads.
 * @typedef {import("../services/share.js").LinkAsked & {short?: string}} Link */

/** The settings the address or storage asked for that the table refused (it plays on
 * with its own), said before `text`: each in one line.
 * @param {string[]} refused @param {string} [text] @param {string} [kind] */
export function tell(refused, text = "", kind = "info") {
  showMessage([...refused, text].filter(Boolean).join(" "), refused.length ? "error" : kind);
}

/** What a link needs of the app's page (app.js).
 * @typedef {object} LinkPage
 * @property {import("../transport/transport.js").Transport} client
 * @property {import("../table/controller.js").Table} table
 * @property {ReturnType<typeof import("../challenge.js").setupChallenges>} challenges
 * @property {(params: object) => Promise<string | null>} startGame
 * @property {(saves: StoredRecord[]) => Promise<boolean>} resumeSaved
 * @property {(name: string) => void} showScreen
 * @property {(lang: string, remember: boolean) => Promise<void>} changeLanguage
 * @property {(variant: string) => string} titleOf
 * @property {() => import("../table/types.js").Described[]} catalogue
 */

export class Links {
  /** @param {LinkPage} page */
  constructor(page) {
    this.page = page;
  }

  /** A game link's seat beyond the game's seats: refused like a seat that is no number.
   * @param {Link} link @param {string[]} refused */
  seatInRange(link, refused) {
    const asked = link?.game;
    const game = asked && this.page.catalogue().find((v) => v.id === asked.variant);
    if (!asked || !game || asked.human_seat < game.players) return;
    refused.push(WORDS.seatRefused(String(asked.human_seat)));
    asked.human_seat = 0;
  }

  /** A short link (`#t=`): the engine reads it (the game, a deal, or a challenge) and the link's
   * language is spoken unless the player chose one. Refused, it says why and the saved game
   * in progress goes on: nothing is lost.
   * @param {string} code @param {string[]} refused @param {StoredRecord[]} saves */
  async openShort(code, refused, saves) {
    /** @type {{lang?: string, review?: {save: string, seat: number}, challenge?: import("../challenge.js").Info,
     *   game?: object, deal?: {save: string, human_seat: number, level: string}}} */
    let opened;
    try {
      opened = await this.page.client.call("open_link", { code });
    } catch (err) {
      return this.refuseLink(refused, errorText(err), saves);
    }
    await this.speakLinkLanguage(opened.lang || opened.challenge?.lang);
    if (opened.review) {  // the review opens over whatever the table would show without it
      openReview({ client: this.page.client, save: opened.review.save, seat: opened.review.seat });
      return this.backToSaved(saves);
    }
    if (opened.challenge) {
      if (!await this.page.resumeSaved(saves)) this.page.showScreen("newgame");
      return this.page.challenges.openLink(opened.challenge, code);
    }
    const waiting = store.readSaves().good.find((r) => !r.over);
    const error = opened.game ? await this.page.startGame(opened.game)
      : await this.page.table.resume(/** @type {ResumeRecord} */ ({ id: store.newGameId(), ...opened.deal }));  // no game: a deal
    if (error) {
      tell(refused, WORDS.linkFailed(error), "error");
      return this.page.showScreen("newgame");
    }
    if (opened.deal) history.pushState({ screen: "board" }, "");
    return tell(refused, waiting ? WORDS.keptGame(this.page.titleOf(waiting.variant)) : "");
  }

  /** The language a link was made in, spoken unless the player chose one. @param {string | undefined} lang */
  async speakLinkLanguage(lang) {
    if (lang && !savedLanguage() && !new URLSearchParams(location.search).has("lang") && lang !== language()) {
      await this.page.changeLanguage(lang, false);
    }
  }

  /** The saved game in progress on the table again (a link refused or read), else the shelf.
   * @param {StoredRecord[]} saves */
  async backToSaved(saves) {
    if (await this.page.resumeSaved(saves)) history.pushState({ screen: "board" }, "");
    else this.page.showScreen("newgame");
  }

  /** A link refused by the engine (`why`): said, and the saved game in progress goes on.
   * @param {string[]} refused @param {string} why @param {StoredRecord[]} saves */
  async refuseLink(refused, why, saves) {
    tell(refused, t("link-refused", { why }), "error");
    await this.backToSaved(saves);
  }

  /** A game or deal link that carries its opening (services/linkopening.js): on the table at
   * once, before the engine runs, which then checks it (the table's showOpening). Refused by
   * the engine, it says why and the saved game in progress goes on. Whether it is on show.
   * @param {string} code @param {string[]} refused @param {StoredRecord[]} saves */
  async showLinkOpening(code, refused, saves) {
    const header = this.page.client.ready ? null : await readOpening(code);
    if (!header || (header.k === "c" && await this.page.challenges.known(header))) return false;
    await this.speakLinkLanguage(header.lang);
    const waiting = store.readSaves().good.find((r) => !r.over);
    const refuse = (/** @type {string} */ why) => this.refuseLink(refused, why, saves);
    if (header.k === "c") {  // its invitation now, over the game in progress; its Play, the opening
      if (!(saves.some((r) => !r.over) && await this.page.resumeSaved(saves))) this.page.showScreen("newgame");
      this.page.challenges.invite(header, code, async () => {
        await this.page.table.settle();
        const error = await this.page.table.showOpening(openingRecord(header, store.newGameId()), code, refuse);
        if (!error) history.pushState({ screen: "board" }, "");
      }, refuse);
      return true;
    }
    const error = await this.page.table.showOpening(openingRecord(header, store.newGameId()), code, refuse);
    if (error) return false;
    history.pushState({ screen: "board" }, "");
    tell(refused, waiting ? WORDS.keptGame(this.page.titleOf(waiting.variant)) : "");
    return true;
  }

  /** A game or deal link the address carries (not a short one): a game started, a deal
   * put on the table; refused, said, and the new-game screen.
   * @param {Link} link @param {string[]} refused */
  async openGameLink(link, refused) {
    this.seatInRange(link, refused);
    const waiting = store.readSaves().good.find((r) => !r.over);
    const error = link.error || (link.game ? await this.page.startGame(link.game)
      : await this.page.table.resume(/** @type {ResumeRecord} */ ({ id: store.newGameId(), ...link.deal })));  // a deal
    if (!error) {
      if (link.deal) history.pushState({ screen: "board" }, "");
      return tell(refused, waiting ? WORDS.keptGame(this.page.titleOf(waiting.variant)) : "");
    }
    tell(refused, link.error || WORDS.linkFailed(error), "error");
    return this.page.showScreen("newgame");
  }
}
