// @ts-check
// A card's words: its name for a screen reader and its corner's rank, in the player's
// language. Words only (no drawing, cards.js draws), so text.js and the JS unit tests
// need no DOM.
import { t } from "./language.js";

/** @type {Record<string, string>} */
const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
/** The words the catalogs select a rank by (a card code's letters are not words). */
/** @type {Record<string, string>} */
const RANK_WORD = { 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
  9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };

export const suitSymbol = (/** @type {string} */ s) => SUIT_SYMBOL[s];
/** The rank as the corner of a card shows it: 10, A, K… in English, 10, Á, K, D, G in Icelandic. @param {string} r */
export const rankLabel = (r) => t("rank-letter", { rank: RANK_WORD[r] });

/** "TH" -> "ten of hearts", "hjartatía" (the accessible name of a card). @param {string} code */

export function cardName(code) {
  return t("card-name", { rank: RANK_WORD[code[0]], suit: code[1] });
}
