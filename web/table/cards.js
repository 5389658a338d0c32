// SVG cards, drawn here: no images. Each card is a string of SVG for a given code ("TH").
const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const RANK_LABEL = { T: "10" };
const RANK_NAME = { 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
  9: "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
const SUIT_NAME = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

export const suitSymbol = (s) => SUIT_SYMBOL[s];
export const suitName = (s) => SUIT_NAME[s];

/** "TH" -> "ten of hearts" (the accessible name of a card). */
export function cardName(code) {
  return `${RANK_NAME[code[0]]} of ${SUIT_NAME[code[1]]}`;
}

function red(suit) {
  return suit === "H" || suit === "D";
}

/** The face of a card as SVG markup, scaled by its container. */
export function cardFace(code) {
  const rank = RANK_LABEL[code[0]] || code[0];
  const suit = code[1];
  const colour = red(suit) ? "#c0392b" : "#1d1d1f";
  const sym = SUIT_SYMBOL[suit];
  return `<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
  <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="#fff" stroke="#9aa0a6"/>
  <g fill="${colour}" font-family="Georgia, 'Times New Roman', serif" font-weight="700">
    <text x="5" y="17" font-size="15">${rank}</text>
    <text x="5" y="31" font-size="13">${sym}</text>
    <text x="30" y="56" font-size="30" text-anchor="middle">${sym}</text>
    <g transform="rotate(180 30 42)"><text x="5" y="17" font-size="15">${rank}</text>
    <text x="5" y="31" font-size="13">${sym}</text></g>
  </g></svg>`;
}

/** The back of a card. */
export function cardBack() {
  return `<svg viewBox="0 0 60 84" aria-hidden="true" focusable="false">
  <defs><pattern id="tt-back" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
  <rect width="8" height="8" fill="#1f4e79"/><rect width="4" height="8" fill="#2c6aa0"/></pattern></defs>
  <rect x="0.5" y="0.5" width="59" height="83" rx="5" fill="url(#tt-back)" stroke="#0f2a44"/>
  <rect x="5" y="5" width="50" height="74" rx="3" fill="none" stroke="#cfe0f0" stroke-width="1.5"/></svg>`;
}
