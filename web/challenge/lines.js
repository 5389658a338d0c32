// @ts-check
// The challenge dialog's lines in words: a challenge's length, its players, and the list
// of challenges this browser made and received, each to play or to see again.
import { playedAs } from "./filed.js";
import { element, isolate } from "./results.js";
import { WORDS, gameTitle, language, t } from "../services/text.js";

/** `deals` as the dialogs say it: one deal, four deals, a whole game (null or 0).
 * @param {number | null | undefined} deals */
export const lengthWords = (deals) => t("challenge-deals", { n: deals || 0 });
/** Players' names as a list in the reader's language, each kept apart from the text.
 * @param {string[]} players */
export const names = (players) => new Intl.ListFormat(language()).format(players.map(isolate));

/** A line for each challenge filed here: its game, length and players, and a button that
 * shows its results (played through here: `show`) or plays it (`play`).
 * @param {ReturnType<typeof import("./filed.js").filed>} entries
 * @param {(code: string) => unknown} show @param {(code: string) => unknown} play */
export function filedLines(entries, show, play) {
  return entries.map((entry) => {
    const played = playedAs(entry.players, entry);
    const button = element("button", { type: "button", textContent: played ? WORDS.challengeShow : WORDS.challengePlay });
    button.addEventListener("click", () => (played ? show(entry.code) : play(entry.code)));
    const line = t("challenge-line", { game: gameTitle({ id: entry.variant }), length: lengthWords(entry.deals),
      names: names(entry.players) });
    return element("li", {}, `${line} `, button);
  });
}
