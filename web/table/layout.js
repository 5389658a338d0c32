// @ts-check
// The hand's layout, for style.css: its cards per row on a phone, its width, each card's
// place in the fan, as custom properties written only when they change.

/** Cards per row on a phone: one row while the chosen card size leaves each card's corner
 * readable (more cards to a row for smaller cards), else even rows. Large cards take as many
 * to a row as Normal ones: a row's width makes them no smaller than Normal's, and Manille's
 * hand of 8 in two rows ran 99 px below a 390 x 844 screen. Set through the CSSOM (a ref):
 * the security policy blocks style attributes. */
/** @type {Record<string, number>} */
const ROW_MOST = { small: 12, normal: 8, large: 8 };
/** @param {number} n */
export function perRow(n) {
  const most = ROW_MOST[document.documentElement.dataset.cardSize ?? "normal"] ?? ROW_MOST.normal;
  return n <= most ? n : Math.ceil(n / Math.ceil(n / most));
}

/** Set a custom property on `el` only when it changes: every write to an element's style,
 * even of the value it has, costs the page a style recalculation on the next frame, and
 * the board is redrawn at every move.
 * @param {Element} el  an HTML or SVG element: styled either way @param {string} name @param {string | number} value */
export function setVar(el, name, value) {
  const text = String(value);
  const { style } = /** @type {HTMLElement | SVGElement} */ (el);
  if (style.getPropertyValue(name) !== text) style.setProperty(name, text);
}

/** A hand's or a seat's width for its cards (`--room`, its content box in px), written when
 * it changes: style.css fits a row of cards to it. Read by the browser after layout, before
 * paint, so a new width is drawn in the frame that brought it. A container query (100cqw)
 * read the same width, but made every change inside a style recalculation within layout. */
const room = typeof ResizeObserver === "function"
  ? new ResizeObserver((entries) => {
    for (const { target, contentBoxSize } of entries) setVar(target, "--room", `${contentBoxSize[0].inlineSize}px`);
  })
  : null;
/** The elements watched: observing one again would report its width again. @type {WeakSet<Element>} */
const watched = new WeakSet();

/** Keep `el`'s `--room` (a lit `ref` callback: one function, so lit calls it once an element).
 * @param {Element | undefined} el */
export function roomOf(el) {
  if (!el || !room || watched.has(el)) return;
  watched.add(el);
  room.observe(el);
}

/** The hand's count of cards (`--n`), a phone's cards per row (`--per-row`) and its room
 * (`--room`), for style.css.
 * @param {Element} el @param {number} n @param {number} row */
export function handSize(el, n, row) {
  setVar(el, "--n", n);
  setVar(el, "--per-row", row);
  roomOf(el);
}

/** Where card `i` of `n` sits in the fan (style.css turns and lowers it by this): its
 * distance from the middle of its row, in cards, for one row (`--fan`, wider screens) and
 * for a phone's rows of `row` (`--fan-row`); and its turn as a new deal comes in (`--i`).
 * @param {Element | undefined} el @param {number} i @param {number} n @param {number} row */
export function placeInFan(el, i, n, row) {
  if (!el) return;
  const inRow = Math.min(row, n - Math.floor(i / row) * row);
  setVar(el, "--i", i);
  setVar(el, "--fan", i - (n - 1) / 2);
  setVar(el, "--fan-row", (i % row) - (inRow - 1) / 2);
}
