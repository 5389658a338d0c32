// Cards drawn as SVG templates (no images): faces, backs and their accessible names.
import { html, render } from "../vendor/lit-html-3.3.3/lit-html.js";
import { t } from "./language.js";

const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
/** The words the catalogs select a rank and a suit by (a card code's letters are not words). */
export const RANK_WORD = { 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
  9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
export const SUIT_WORD = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

export const suitSymbol = (s) => SUIT_SYMBOL[s];
/** The rank as the corner of a card shows it: 10, A, K… in English, 10, Á, K, D, G in Icelandic. */
export const rankLabel = (r) => t("rank-letter", { rank: RANK_WORD[r] });

/** "TH" -> "ten of hearts", "hjartatía" (the accessible name of a card). */
export function cardName(code) {
  return t("card-name", { rank: RANK_WORD[code[0]], suit: code[1] });
}

const red = (suit) => suit === "H" || suit === "D";

/** The face of a card: rank and suit in the top-left corner (the part left visible when
 * cards overlap), a large suit in the middle. */
export function cardFace(code) {
  const rank = rankLabel(code[0]);
  const sym = SUIT_SYMBOL[code[1]];
  return html`<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
  <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fff" stroke="#80868b"/>
  <g fill=${red(code[1]) ? "#b3261e" : "#1d1d1f"} font-family="system-ui, sans-serif" font-weight="700">
    <text x="4" y="19" font-size=${rank.length > 1 ? 16 : 19} letter-spacing="-1">${rank}</text>
    <text x="4" y="37" font-size="17">${sym}</text>
    <text x="36" y="66" font-size="30" text-anchor="middle">${sym}</text>
  </g></svg>`;
}

/** Draw a card's face into `el` (pages without a template of their own: the rules). */
export const drawFace = (el, code) => render(cardFace(code), el);

/** The back of a card. */
export function cardBack() {
  return html`<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
  <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#1f4e79" stroke="#0f2a44"/>
  <rect x="5" y="5" width="50" height="74" rx="3" fill="#2c6aa0" stroke="#cfe0f0" stroke-width="1.5"/></svg>`;
}
