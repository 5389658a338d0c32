// @ts-check
// Cards drawn as SVG: the faces' art (court figures, pips) comes from one cached sprite,
// dist/cards-<hash>.svg (built from @letele/playing-cards by webbuild/card_art.py, named by
// its content and so served immutable: each card's <use> of it asks the server nothing);
// the corner index is drawn here, in the player's language, large enough to read in a
// fanned hand.
import { html, nothing, render, svg } from "../vendor/lit-html-3.3.3/lit-html.js";
import { rankLabel } from "../services/cardnames.js";

/** The sprite, named from this module (bundled at the site's top), so pages in folders find
 * it; the build writes in its content-named file's name. */
const ART = new URL(/* build.py: card art */ "cards.svg", import.meta.url).href;

const red = (/** @type {string} */ suit) => suit === "H" || suit === "D";

/** A corner index: the rank over the suit's pip, in the strip left of the art.
 * @param {string} rank @param {string} suit */
function index(rank, suit) {
  const wide = rank.length > 1;
  return svg`<text x="-94" y="-106" text-anchor="middle" font-size=${wide ? 58 : 66}
      textLength=${wide ? 46 : nothing} lengthAdjust="spacingAndGlyphs">${rank}</text>
    <use href=${`${ART}#suit-${suit}`} x="-117" y="-98" width="46" height="46"/>`;
}

/** The face of a card: the art scaled into the middle, the index in two corners (the
 * top-left one is what a fanned hand leaves visible). @param {string} code */
export function cardFace(code) {
  const rank = rankLabel(code[0]);
  const corner = index(rank, code[1]);
  // The suit's colour is the face's `color` (an attribute, so the four-colour deck's style
  // overrides it): the index and the sprite's diamond and club pips are drawn in it.
  return html`<svg class="face" viewBox="-120 -168 240 336" aria-hidden="true" focusable="false"
    data-suit=${code[1]} color=${red(code[1]) ? "#c8102e" : "#16181d"}>
  <rect class="edge" x="-118" y="-166" width="236" height="332" rx="14" fill="#fff" stroke="#8a8f98" stroke-width="3"/>
  <use href=${`${ART}#${code}`} x="-120" y="-168" width="240" height="336" transform="scale(.8)"/>
  <g fill="currentColor" font-family="system-ui, sans-serif" font-weight="700">
    ${corner}<g transform="rotate(180)">${corner}</g></g></svg>`;
}

/** Draw a card's face into `el` (pages without a template of their own: the rules).
 * @param {HTMLElement} el @param {string} code */
export const drawFace = (el, code) => render(cardFace(code), el);

/** The lattice of the back: diagonal lines both ways across the inner panel. */
const LATTICE = (() => {
  const [x0, y0, x1, y1, step] = [-100, -148, 100, 148, 20];
  const lines = [];
  for (let c = x0 + y0; c <= x1 + y1; c += step) {  // x + y = c and its mirror, clipped to the panel
    const [a, b] = [Math.max(x0, c - y1), Math.min(x1, c - y0)];
    lines.push(`M${a} ${c - a}L${b} ${c - b}M${a} ${a - c}L${b} ${b - c}`);
  }
  return lines.join("");
})();

/** The back of a card, in the site's own colours: a wine field, a gold frame and lozenge. */
export function cardBack() {
  return html`<svg class="back-art" viewBox="-120 -168 240 336" aria-hidden="true" focusable="false">
  <rect x="-118" y="-166" width="236" height="332" rx="14" fill="#6e1f2f" stroke="#3d0f19" stroke-width="3"/>
  <path d=${LATTICE} stroke="#ffffff2e" stroke-width="3"/>
  <rect x="-100" y="-148" width="200" height="296" rx="8" fill="none" stroke="#e9b949" stroke-width="6"/>
  <path d="M0 -46L34 0L0 46L-34 0Z" fill="#e9b949"/></svg>`;
}
