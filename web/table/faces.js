// @ts-check
// Card faces as pictures (issue 50): each face is drawn once, from its SVG (the sprite's art,
// the corner index in the player's language, the deck's colours), into a bitmap at the
// screen's pixel density, and every card shows it as an <img> of that bitmap. A redraw of
// the table then paints pixels: a <use> of the sprite cloned the court figure's few hundred
// elements into each card, which every redraw restyled and painted again, and an image of
// the whole sprite painted that document for each card.
//
// A face not drawn yet is shown as its SVG (cards.js), until its picture lands (a second or
// more while the page starts on a slow phone: the PNG encode is the cost). Only faces shown
// are drawn: drawing the rest of the deck ahead, in idle time, drew all 52 at every page
// load and every change of look, whatever the game shows. That SVG draws with the sprite's
// symbols of its face, put into the page from the same fetched text, so the page asks for
// the sprite once (a <use> of the sprite's file was a request of its own).

/** A browser draws; a page without one (the JS tests' DOM) keeps its cards' SVG. */
const canDraw = () => typeof OffscreenCanvas === "function";

/**
 * How a face looks, apart from its card: what `svgOf` draws it with.
 * @typedef {object} Look
 * @property {boolean} fourColour  diamonds blue, clubs green
 * @property {boolean} contrast  a heavier black edge
 * @property {number} width  the bitmap's width in pixels
 */

/** A face's SVG, whole (the sprite's symbols it draws with inside it): the page's own drawing
 * of a card, which cards.js supplies. @typedef {(code: string, look: Look, symbol: (id: string) => string) => string} SvgOf */

/** The symbol `id` of the sprite's text, nested symbols and all (each card's art keeps its
 * own parts inside it, so a face needs only its own and its suit's pip).
 * @param {string} text @param {string} id */
export function symbolOf(text, id) {
  const start = text.indexOf(`<symbol id="${id}"`);
  if (start < 0) throw new Error(`the card sprite has no symbol ${id}`);
  const tags = /<symbol\b|<\/symbol>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(text); m; m = tags.exec(text)) {
    depth += m[0] === "</symbol>" ? -1 : 1;
    if (!depth) return text.slice(start, tags.lastIndex);
  }
  throw new Error(`the card sprite's symbol ${id} is not closed`);
}

/** The sprite's text. @param {string} url */
async function spriteText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the card sprite answered HTTP ${response.status}`);
  return response.text();
}

const SVG = "http://www.w3.org/2000/svg";
/** The sprite's symbols a page's faces draw with (`<use href="#KH">`), each put in once. */
function pageSymbols() {
  const holder = document.createElementNS(SVG, "svg");
  holder.setAttribute("aria-hidden", "true");
  holder.style.display = "none";  // never drawn itself (the policy blocks style attributes, not the CSSOM)
  /** @type {Set<string>} */
  const held = new Set();
  return {
    /** Which of `ids` the page lacks, taken as put in from now on. @param {string[]} ids */
    claim(ids) {
      if (!holder.isConnected) document.body.append(holder);  // a page whose body was written anew
      const lacking = ids.filter((id) => !held.has(id));
      for (const id of lacking) held.add(id);
      return lacking;
    },
    /** Put symbols in (the sprite's text of them), or give up those claimed, not put in.
     * @param {string[]} ids @param {string | null} text */
    put(ids, text) {
      if (text === null) for (const id of ids) held.delete(id);
      else holder.append(...new DOMParser().parseFromString(`<svg xmlns="${SVG}">${text}</svg>`, "image/svg+xml").documentElement.children);
    },
  };
}

/**
 * The pictures of one page: `faceRef(code)` is a lit `ref` callback that shows `code`'s face
 * in an <img>; `standIn(code)` puts into the page what its SVG, shown until then, draws with;
 * `redraw()` shows every face again in the look of now (after a setting);
 * `ahead(codes)` draws faces about to show; `drawn(code)` says whether its picture is ready
 * (asking for it if not), and
 * `whenDrawn(code, tell)` tells when it is.
 * @param {string} spriteUrl @param {SvgOf} svgOf @param {() => string} language
 */
export function facePictures(spriteUrl, svgOf, language) {
  /** @type {Promise<string> | null} */
  let sprite = null;
  /** @type {Map<string, string>} face key -> the bitmap's blob URL */
  const made = new Map();
  /** @type {Map<HTMLImageElement, string>} an image -> the face key it waits for */
  const waiting = new Map();
  /** @type {WeakMap<Element, string>} */
  const shownCode = new WeakMap();
  /** @type {string[]} */
  const queue = [];
  let drawing = false;
  /** @type {Look | null} the look of now, read again after a change that may alter it */
  let current = null;
  /** The look read again after a change that may alter it; every face shown again if it did. */
  function relook() {
    const before = current && keyOf("", current);
    current = null;
    if (before !== null && before !== keyOf("", look())) redraw();
  }
  /** @type {[MediaQueryList, MediaQueryList] | null} */
  let queries = null;

  /** The look of now: the settings on the page, and the largest card its screen shows
   * (150 CSS px on a wide screen, 90 on others: style.css's --card-w with Large cards). */
  function look() {
    if (current) return current;
    if (!queries) {
      queries = [matchMedia("(min-width: 960px)"), matchMedia("(prefers-contrast: more)")];
      for (const query of queries) query.addEventListener("change", relook);
      addEventListener("resize", relook);  // a window moved to another screen: its pixel density
    }
    const [wide, contrastWish] = queries;
    const { fourColour, theme } = document.documentElement.dataset;
    const width = Math.ceil((wide.matches ? 150 : 90) * Math.min(devicePixelRatio || 1, 3));
    current = { fourColour: !!fourColour, contrast: theme === "contrast" || (!theme && contrastWish.matches), width };
    return current;
  }
  const keyOf = (/** @type {string} */ code, /** @type {Look} */ l) =>
    `${code} ${language()} ${l.fourColour} ${l.contrast} ${l.width}`;

  /** The sprite's text, asked once a page (again after a failure, by the next face). Named
   * by its content, it comes from the HTTP cache or the network, as the runtime's data does;
   * offline and not cached, from the service worker's copy (sw.js). */
  function spriteOnce() {
    if (!sprite) {
      const asked = spriteText(spriteUrl).catch(() => spriteText(`${spriteUrl}?offline-copy`));
      asked.catch(() => { if (sprite === asked) sprite = null; });
      sprite = asked;
    }
    return sprite;
  }
  // Asked as the page starts, so that the first faces shown (seconds later: the engine
  // starts first) have their art at once, never a white card while it comes.
  void spriteOnce();

  /** Draw one face into a bitmap: its blob URL. @param {string} code @param {Look} l */
  async function draw(code, l) {
    const text = await spriteOnce();
    const svg = URL.createObjectURL(new Blob([svgOf(code, l, (id) => symbolOf(text, id))], { type: "image/svg+xml" }));
    const image = new Image();
    image.src = svg;
    await image.decode();
    const canvas = new OffscreenCanvas(l.width, Math.round(l.width * 1.4));
    /** @type {OffscreenCanvasRenderingContext2D} */ (canvas.getContext("2d")).drawImage(image, 0, 0, canvas.width, canvas.height);
    URL.revokeObjectURL(svg);
    const url = URL.createObjectURL(await canvas.convertToBlob());
    // Decoded before any card shows it, so the picture replaces the face's SVG in one frame.
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    return url;
  }

  /** @type {Map<string, Set<() => void>>} face key -> who waits for its picture */
  const listeners = new Map();

  /** Draw the faces queued, one a task (so a page starting never waits on them all). */
  async function drain() {
    if (drawing) return;
    drawing = true;
    try {
      for (let code = queue.shift(); code; code = queue.shift()) {
        const l = look();
        const key = keyOf(code, l);
        if (made.has(key)) continue;
        made.set(key, await draw(code, l));
        const told = listeners.get(key);
        listeners.delete(key);
        for (const tell of told ?? []) tell();
        for (const [img, wanted] of waiting) {
          if (wanted !== key) continue;
          waiting.delete(img);
          img.src = /** @type {string} */ (made.get(key));
        }
        await new Promise((next) => setTimeout(next, 0));
      }
    } catch (err) {
      console.error("card faces:", err);
    } finally {
      drawing = false;
    }
  }

  /** Show `code`'s face in `img`: its bitmap if drawn, else once it is.
   * @param {HTMLImageElement} img @param {string} code */
  function show(img, code) {
    if (!canDraw()) return;
    const before = shownCode.get(img);
    shownCode.set(img, code);
    const key = keyOf(code, look());
    const url = made.get(key);
    if (url) {
      waiting.delete(img);
      if (img.getAttribute("src") !== url) img.src = url;
      return;
    }
    // The face in the look before stays until this one's lands; another card's is taken off.
    if (before !== code) img.removeAttribute("src");
    waiting.set(img, key);
    ask(code);
  }

  /** Draw the faces of `codes` next, the first first (drain() passes over one drawn already).
   * @param {string[]} codes */
  function ask(...codes) {
    queue.unshift(...codes);
    void drain();
  }

  /** Draw the faces of `codes` before they show: a face that lands undrawn is its SVG for a
   * moment (a court card's few hundred elements laid out and painted in the frame it lands
   * in), then its picture, a second redraw. @param {string[]} codes */
  function ahead(codes) {
    if (canDraw()) ask(...codes);
  }

  /** Whether `code`'s face in the look of now is drawn; if not, it is drawn next.
   * @param {string} code */
  function drawn(code) {
    if (!canDraw()) return false;
    if (made.has(keyOf(code, look()))) return true;
    ask(code);
    return false;
  }

  /** Call `tell` once `code`'s face in the look of now is drawn: a function that stops the wait.
   * @param {string} code @param {() => void} tell */
  function whenDrawn(code, tell) {
    if (!canDraw()) return () => {};
    const key = keyOf(code, look());
    const told = listeners.get(key) ?? new Set();
    listeners.set(key, told.add(tell));
    return () => {
      told.delete(tell);
      if (!told.size && listeners.get(key) === told) listeners.delete(key);
    };
  }

  /** @type {ReturnType<typeof pageSymbols> | null} */
  let symbols = null;
  /** Put into the page the sprite's symbols `code`'s SVG face draws with (its art, its
   * suit's pip), once the sprite's text is here. @param {string} code */
  function standIn(code) {
    symbols ??= pageSymbols();
    const page = symbols;
    const ids = page.claim([code, `suit-${code[1]}`]);
    if (!ids.length) return;
    spriteOnce().then((text) => page.put(ids, ids.map((id) => symbolOf(text, id)).join("")), (err) => {
      page.put(ids, null);
      console.error("card faces:", err);
    });
  }

  /** @type {Set<() => void>} told at each redraw */
  const redrawn = new Set();
  /** Every face on the page shown again in the look of now (a setting or the language changed). */
  function redraw() {
    current = null;
    for (const img of document.querySelectorAll("img.face")) {
      const code = shownCode.get(img);
      if (code) show(/** @type {HTMLImageElement} */ (img), code);
    }
    for (const tell of redrawn) tell();
  }

  /** @type {Map<string, (el: Element | undefined) => void>} one callback a card, so lit calls
   * it only when a card's image is new, never at a redraw that leaves it be. */
  const refs = new Map();
  return {
    /** @param {string} code */
    faceRef(code) {
      let cb = refs.get(code);
      if (!cb) refs.set(code, (cb = (el) => el && show(/** @type {HTMLImageElement} */ (el), code)));
      return cb;
    },
    redraw,
    standIn,
    ahead,
    drawn,
    whenDrawn,
    /** Call `tell` at each redraw (after the pictures drawn already are shown in it).
     * @param {() => void} tell */
    onRedraw: (tell) => void redrawn.add(tell),
  };
}
