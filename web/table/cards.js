// @ts-check
// Cards: each face a picture (faces.js) drawn once from its SVG, made here: the art (court
// figures, pips) from one cached sprite, dist/cards-<hash>.svg (built from
// @letele/playing-cards by webbuild/card_art.py, named by its content and so served
// immutable: the page fetches it once), and the corner index in the player's language, large
// enough to read in a fanned hand. Until its picture is drawn, a face is that SVG on the page,
// drawing with the sprite's symbols that faces.js puts into the page from the same fetch. The
// backs are style.css's picture, card-back.svg: a back is one element to restyle.
import { html, nothing, render, svg } from "../vendor/lit-html-3.3.3/lit-html.js";
import { AsyncDirective, directive } from "../vendor/lit-html-3.3.3/async-directive.js";
import { ref } from "../vendor/lit-html-3.3.3/directives/ref.js";
import { rankLabel } from "../services/cardnames.js";
import { language } from "../services/language.js";
import { facePictures } from "./faces.js";

/** The sprite, named from this module (bundled at the site's top), so pages in folders find
 * it; the build writes in its content-named file's name. */
const ART = new URL(/* build.py: card art */ "cards.svg", import.meta.url).href;

const COLOURS = { S: "#16181d", H: "#c8102e", D: "#c8102e", C: "#16181d" };
/** The four-colour deck: diamonds blue, clubs green (style.css's suit signs in the text too). */
const FOUR_COLOURS = { ...COLOURS, D: "#1456c8", C: "#137a35" };
const escape = (/** @type {string} */ s) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A corner index: the rank over the suit's pip, in the strip left of the art.
 * @param {string} rank @param {string} suit */
function index(rank, suit) {
  const wide = rank.length > 1;
  return `<text x="-94" y="-106" text-anchor="middle" font-size="${wide ? 58 : 66}"${wide
    ? ' textLength="46" lengthAdjust="spacingAndGlyphs"' : ""}>${escape(rank)}</text>`
    + `<use href="#suit-${suit}" x="-117" y="-98" width="46" height="46"/>`;
}

/** The face of a card as a whole SVG document, for faces.js to draw: the art scaled into the
 * middle, the index in two corners (the top-left one is what a fanned hand leaves visible),
 * in the suit's colour (the index and the sprite's diamond and club pips are drawn in it).
 * @type {import("./faces.js").SvgOf} */
export function faceSvg(code, look, symbol) {
  const suit = /** @type {keyof COLOURS} */ (code[1]);
  const corner = index(rankLabel(code[0]), suit);
  const edge = look.contrast ? 'stroke="#000" stroke-width="5"' : 'stroke="#8a8f98" stroke-width="3"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-120 -168 240 336" width="${look.width}" height="${Math.round(look.width * 1.4)}" color="${(look.fourColour ? FOUR_COLOURS : COLOURS)[suit]}">`
    + `<defs>${symbol(code)}${symbol(`suit-${suit}`)}</defs>`
    + `<rect x="-118" y="-166" width="236" height="332" rx="14" fill="#fff" ${edge}/>`
    + `<use href="#${code}" x="-120" y="-168" width="240" height="336" transform="scale(.8)"/>`
    + `<g fill="currentColor" font-family="system-ui, sans-serif" font-weight="700">${corner}<g transform="rotate(180)">${corner}</g></g></svg>`;
}

const pictures = facePictures(ART, faceSvg, language);

/** A face's picture, one element (the card around it names it). @param {string} code */
const picture = (code) => html`<img class="face" alt="" draggable="false"
  data-suit=${code[1]} ${ref(pictures.faceRef(code))}>`;

/** A corner index on the page, for a face not yet a picture: as `index`.
 * @param {string} rank @param {string} suit */
function liveIndex(rank, suit) {
  const wide = rank.length > 1;
  return svg`<text x="-94" y="-106" text-anchor="middle" font-size=${wide ? 58 : 66}
      textLength=${wide ? 46 : nothing} lengthAdjust="spacingAndGlyphs">${rank}</text>
    <use href=${`#suit-${suit}`} x="-117" y="-98" width="46" height="46"/>`;
}

/** A face whose picture is not drawn yet: its SVG on the page, a <use> of its symbols, which
 * faces.js puts into the page from the sprite it fetched for the pictures (a <use> of the
 * sprite's file would ask for it again). The suit's colour is an attribute, which the
 * four-colour deck's style overrides; the theme's edge is style.css's too. @param {string} code */
function liveFace(code) {
  pictures.standIn(code);
  const corner = liveIndex(rankLabel(code[0]), code[1]);
  return html`<svg class="face" viewBox="-120 -168 240 336" aria-hidden="true" focusable="false"
    data-suit=${code[1]} color=${COLOURS[/** @type {keyof COLOURS} */ (code[1])]}>
  <rect class="edge" x="-118" y="-166" width="236" height="332" rx="14" fill="#fff" stroke="#8a8f98" stroke-width="3"/>
  <use href=${`#${code}`} x="-120" y="-168" width="240" height="336" transform="scale(.8)"/>
  <g fill="currentColor" font-family="system-ui, sans-serif" font-weight="700">
    ${corner}<g transform="rotate(180)">${corner}</g></g></svg>`;
}

/** The faces on the page, each shown again in a new look (a setting or the language changed).
 * @type {Set<Face>} */
const faces = new Set();
/** A card's face: its picture once drawn; until then its SVG, which the picture replaces
 * where it stands (this card only, no redraw of the table) when it lands. A new look shows its
 * SVG again (the page's style draws it in that look at once) until its picture in it lands. */
class Face extends AsyncDirective {
  code = "";
  /** @type {(() => void) | undefined} stops the wait for the picture */
  stop = undefined;

  /** @param {string} code */
  render(code) {
    this.code = code;
    this.stop?.();
    this.stop = undefined;
    if (this.isConnected) faces.add(this);
    if (pictures.drawn(code)) return picture(code);
    if (this.isConnected) this.wait();
    return liveFace(code);
  }

  /** The face in the look of now: its picture if drawn (faces.js has shown it), else its SVG. */
  relook() {
    this.stop?.();
    this.stop = undefined;
    if (pictures.drawn(this.code)) this.setValue(picture(this.code));
    else {
      this.setValue(liveFace(this.code));
      this.wait();
    }
  }

  wait() {
    const code = this.code;
    this.stop = pictures.whenDrawn(code, () => {
      this.stop = undefined;
      if (this.code === code) this.setValue(picture(code));
    });
  }

  disconnected() {
    faces.delete(this);
    this.stop?.();
    this.stop = undefined;
  }

  reconnected() {
    faces.add(this);
    if (pictures.drawn(this.code)) this.setValue(picture(this.code));
    else this.wait();
  }
}
const face = directive(Face);
pictures.onRedraw(() => { for (const f of faces) f.relook(); });

/** The face of a card (the card around it names it). @param {string} code */
export const cardFace = (code) => face(code);

/** The faces of cards about to show (the cards a reply plays), drawn now, in order, so that
 * each lands as its picture. @param {string[]} codes */
export const drawAhead = (codes) => pictures.ahead(codes);

/** Every face on the page drawn again in the look of now (a setting or the language changed). */
export const redrawFaces = () => pictures.redraw();

/** Draw a card's face into `el` (pages without a template of their own: the rules).
 * @param {HTMLElement} el @param {string} code */
export const drawFace = (el, code) => render(cardFace(code), el);
