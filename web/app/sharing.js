// @ts-check
// Sharing the game on show: a short link to it (from its start, or from the deal in play),
// and the code another page pastes to show it (the embed dialog).
import { copyFrom, embedSnippet, shortLink } from "../services/share.js";
import { WORDS, errorText, language } from "../services/text.js";
import { showMessage } from "../table/controller.js";

/** @typedef {import("../table/types.js").GameConfig} GameConfig */

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

class Sharing {
  /** `client`: the engine; `state`: the table's; `titleOf(variant)`: a game's title.
   * @param {{client: import("../transport/transport.js").Transport, state: import("../table/state.js").UIState,
   *   titleOf: (variant: string) => string}} page */
  constructor({ client, state, titleOf }) {
    this.client = client;
    this.state = state;
    this.titleOf = titleOf;
  }

  /** Where the deal on show starts, in moves of the save (the engine's word), if known. Once
   * the game is over, its last start is its end, where no deal starts (a link to it played
   * nothing, issue 49): the deal on show is then the last one played. */
  dealStart() {
    return this.state.dealStarts?.at(this.state.view?.over ? -2 : -1) ?? null;
  }

  /** Show a short link to the game on show (from its start, or from the deal in play) in the
   * share box and copy it, saying which kind it is. @param {"deal" | "game"} kind */
  async share(kind) {
    /** @type {HTMLInputElement} */ ($("share-link")).value = "";  // until the engine has written the new one
    let link;
    try {
      const moves = kind === "deal" ? this.dealStart() : 0;
      const { save, humanSeat: human_seat, level } = this.state;
      const { code } = await this.client.call("make_link", { save, moves, human_seat, level, lang: language() });
      link = shortLink(code);
    } catch (err) {
      return showMessage(errorText(err));
    }
    /** @type {HTMLInputElement} */ ($("share-link")).value = link;
    $("share-what").textContent = WORDS.shareWhat(kind);
    try {
      await navigator.clipboard.writeText(link);
      showMessage(WORDS.shareCopied(kind), "info");
    } catch {
      showMessage(WORDS.shareCopy(kind), "info");
    }
  }

  /** The code another page pastes to show the game on show: this deal, or the game from its
   * start, on the embedded table (embed.html) at the player's seat, level, speed and language:
   * a short link (the engine's make_link) with its reader's opening, shown before the engine. */
  async embedCode() {
    const deal = /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input:checked")).value === "deal"
      && this.dealStart() !== null;
    const { code } = await this.client.call("make_link", { save: this.state.save, moves: deal ? this.dealStart() : 0,
      human_seat: this.state.humanSeat, level: this.state.level, lang: language() });
    const src = shortLink(code, `embed.html?speed=${this.state.speed}`);
    const [width, height] = /** @type {HTMLSelectElement} */ ($("embed-size")).value.split("x");
    const title = WORDS.embedFrameTitle(this.titleOf(/** @type {GameConfig} */ (this.state.config).variant));  // a game on show has one
    return embedSnippet(src, { width, height, title });
  }

  /** Write the dialog's snippet anew (empty until the engine has written its link). */
  async fillEmbed() {
    const code = /** @type {HTMLTextAreaElement} */ ($("embed-code"));
    code.value = "";
    $("embed-status").textContent = "";
    try {
      code.value = await this.embedCode();
    } catch (err) {
      $("embed-status").textContent = errorText(err);
    }
  }

  openEmbed() {
    const deal = /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input[value=deal]"));
    deal.disabled = this.dealStart() === null;
    if (deal.disabled) /** @type {HTMLInputElement} */ ($("embed-what").querySelector("input[value=game]")).checked = true;
    this.fillEmbed();
    /** @type {HTMLDialogElement} */ ($("embed-dialog")).showModal();
  }

  copyEmbed() {
    copyFrom(/** @type {HTMLTextAreaElement} */ ($("embed-code")), $("embed-status"), WORDS.embedCopied, WORDS.embedCopyYourself);
  }

  bind() {
    $("btn-share").addEventListener("click", () => {
      $("share-box").hidden = !$("share-box").hidden;
      /** @type {HTMLButtonElement} */ ($("share-deal")).disabled = this.dealStart() === null;
    });
    $("share-deal").addEventListener("click", () => this.share("deal"));
    $("share-game").addEventListener("click", () => this.share("game"));
    $("btn-embed").addEventListener("click", () => this.openEmbed());
    $("embed-dialog").addEventListener("change", () => this.fillEmbed());
    $("embed-copy").addEventListener("click", () => this.copyEmbed());
    $("embed-close").addEventListener("click", () => /** @type {HTMLDialogElement} */ ($("embed-dialog")).close());
  }
}

/** The share box and the embed dialog, bound. @param {ConstructorParameters<typeof Sharing>[0]} page */
export const bindSharing = (page) => new Sharing(page).bind();
