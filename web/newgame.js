// @ts-check
// The new-game screen as a shelf of games, built from the engine's catalogue: one card per
// game (its name, players, a sketch of its table, one line), the chosen game's options,
// seat, level and deal number behind "House rules", and the practice switch. Nothing here
// knows a game or an option by name; their words come from the catalogs by id (text.js),
// and are put in again when the language changes, keeping what was chosen.
import { anchorRating, loadRatings, ratingOf } from "./levels.js";
import { LANGUAGES, WORDS, choiceLabel, gameSummary, gameTitle, language, optionHelp, optionLabel, t } from "./services/text.js";

/** @typedef {import("./table/types.js").Described} Described */
/** @typedef {import("./opening.js").NewGameParams} NewGameParams */

/** An element with its properties set.
 * @template {keyof HTMLElementTagNameMap} K @param {K} tag @param {object} [props] */
const element = (tag, props = {}) => Object.assign(document.createElement(tag), props);
/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
/** An element inside `el` that this screen made (there: not null). @param {Element} el @param {string} selector */
const inside = (el, selector) => /** @type {HTMLElement} */ (el.querySelector(selector));
const SVG = "http://www.w3.org/2000/svg";

/** An SVG element with its attributes. @param {string} tag @param {Record<string, string | number>} [attrs] */
function svg(tag, attrs = {}) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

// Where each position sits in the sketch, clockwise from the player at the bottom (as on
// the table itself, render.js), and how its little fan of cards turns.
/** @type {Record<number, [number, number, number][]>} */
const SPOTS = {
  2: [[60, 64, 0], [60, 16, 180]],
  3: [[60, 64, 0], [17, 38, 90], [103, 38, 270]],
  4: [[60, 64, 0], [17, 40, 90], [60, 16, 180], [103, 40, 270]],
};

/** A small picture of a game's table from its facts: the seats round the felt, the
 * player's hand and any dummy face up, the others' cards face down, partners in one colour.
 * @param {Described} game */
function tableSketch(game) {
  const pic = svg("svg", { viewBox: "0 0 120 80", class: "sketch", "aria-hidden": "true", focusable: "false" });
  pic.append(svg("ellipse", { cx: 60, cy: 40, rx: 50, ry: 32, class: "rim" }),
    svg("ellipse", { cx: 60, cy: 40, rx: 45, ry: 27, class: "felt" }));
  SPOTS[game.positions].forEach(([x, y, turn], pos) => {
    const up = pos === 0 || game.dummies.includes(pos);
    const side = game.teams[pos] === game.teams[0] ? "ours" : "theirs";
    const fan = svg("g", { transform: `translate(${x} ${y}) rotate(${turn})`, class: `fan ${up ? "up" : "down"} ${side}` });
    for (const i of [-1, 0, 1]) {
      fan.append(svg("rect", { x: -5.5 + i * 7, y: -8, width: 11, height: 16, rx: 1.8,
        transform: `rotate(${i * 10} ${i * 7} 10)` }));
    }
    pic.append(fan);
  });
  pic.append(svg("rect", { x: 54.5, y: 32, width: 11, height: 16, rx: 1.8, class: "lead" }));
  return pic;
}

/** An option's field: its label, input and help. @param {import("./table/types.js").GameOption} opt */
function field(opt) {
  const label = element("label", { className: "option" });
  const help = element("small", { className: "help", id: `help-${opt.key}` });
  /** @type {HTMLInputElement | HTMLSelectElement} */
  let input;
  if (opt.kind === "bool") {
    input = element("input", { type: "checkbox", checked: opt.default });
  } else if (opt.kind === "choice") {
    input = element("select");
    for (const c of opt.choices ?? []) {  // a choice has its choices
      input.append(element("option", { value: JSON.stringify(c.value), selected: c.value === opt.default }));
    }
  } else {
    const number = element("input", { type: "number", value: opt.default === null ? "" : String(opt.default) });
    if (opt.min !== undefined) number.min = String(opt.min);
    if (opt.max !== undefined) number.max = String(opt.max);
    number.dataset.nullable = String(opt.nullable);
    input = number;
  }
  input.name = opt.name;
  input.dataset.option = opt.name;
  input.setAttribute("aria-describedby", help.id);
  label.append(element("span"), input, help);
  return label;
}

/** A game's card on the shelf: a radio button drawn as a card, with a link to its rules.
 * @param {Described} game @param {boolean} checked @param {() => void} onChange */
function gameCard(game, checked, onChange) {
  const card = element("label", { className: "game-card" });
  card.dataset.game = game.id;
  const radio = element("input", { type: "radio", name: "game", value: game.id, checked });
  radio.addEventListener("change", onChange);
  const words = element("span", { className: "game-words" });
  words.append(element("strong", { className: "game-name" }), element("small", { className: "game-players" }),
    element("span", { className: "summary" }));
  card.append(radio, tableSketch(game), words, element("a", { className: "game-rules", target: "_blank", rel: "noopener" }));
  return card;
}

/** The rules page of a game, in the page's language. */
export const rulesPage = (/** @type {string} */ id) => `rules/${id}.${language()}.html`;

/** An option's value as its field shows it. @param {HTMLInputElement | HTMLSelectElement} input @returns {unknown} */
function readOption(input) {
  if (input.type === "checkbox") return /** @type {HTMLInputElement} */ (input).checked;

  if (input.tagName === "SELECT") return JSON.parse(input.value);
  return input.value === "" ? null : Number(input.value);
}

/** Fill the language picker; `onChange(lang)` when the player picks another.
 * @param {(lang: string) => void} onChange */
export function setupLanguagePicker(onChange) {
  const picker = /** @type {HTMLSelectElement} */ (document.getElementById("language"));
  picker.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) =>
    element("option", { value: code, lang: code, textContent: name, selected: code === language() })));
  picker.onchange = () => onChange(picker.value);
}

/** The level choice with each level's rating in the chosen game's family ("Hard ≈ 1,750").
 * @param {Described} game */
function labelLevels(game) {
  for (const o of /** @type {HTMLSelectElement} */ (document.getElementById("level")).options) {
    const rating = ratingOf(game.id, o.value);
    o.textContent = rating === null ? t(o.value) : WORDS.levelRated(t(o.value), rating);
  }
  const anchor = anchorRating();
  const help = /** @type {HTMLElement} */ (document.getElementById("level-help"));
  help.hidden = anchor === null;
  help.textContent = anchor === null ? "" : WORDS.levelRatingsHelp(anchor);
}

/** Fill the shelf for `variants`; `onStart({variant, options, human_seat, level, undo})`,
 * `onFriends(params, players)` for a live table with friends. Returns a function that puts
 * the screen's words in again (after a change of language).
 * @param {Described[]} variants
 * @param {{onStart: (params: NewGameParams) => void,
 *   onFriends: (params: import("./live/tables.js").DeskParams & {undo: boolean}, players: number) => void}} hooks */
export function setupNewGame(variants, { onStart, onFriends }) {
  const list = /** @type {HTMLElement} */ (document.getElementById("games"));
  const optionsBox = /** @type {HTMLElement} */ (document.getElementById("options"));
  const seat = /** @type {HTMLSelectElement} */ (document.getElementById("seat"));
  list.replaceChildren(...list.querySelectorAll("legend, .welcome"));  // the shelf's own words stay
  /** The game checked: one of `variants`, whose cards are the radio buttons. */
  const chosen = () => /** @type {Described} */ (variants.find((v) => v.id
    === /** @type {HTMLInputElement} */ (list.querySelector("input:checked")).value));
  /** The words of the games and of the chosen game's options, seats and buttons. */
  const label = () => {
    const v = chosen();
    for (const card of list.querySelectorAll(".game-card")) {
      const game = /** @type {Described} */ (variants.find((g) => g.id === /** @type {HTMLElement} */ (card).dataset.game));
      inside(card, ".game-name").textContent = gameTitle(game);
      inside(card, ".game-players").textContent = WORDS.playersCount(game.players);
      inside(card, ".summary").textContent = gameSummary(game);
      Object.assign(inside(card, ".game-rules"), { href: rulesPage(game.id), textContent: WORDS.howToPlay });
    }
    $("house-rules-game").textContent = gameTitle(v);
    $("start").textContent = WORDS.shelfPlay(gameTitle(v));
    if (!v.options.length) optionsBox.textContent = WORDS.noOptions;
    for (const opt of v.options) {
      const box = /** @type {HTMLLabelElement} */ (inside(optionsBox, `[data-option="${opt.name}"]`).closest("label"));
      inside(box, "span").textContent = optionLabel(v, opt);
      inside(box, ".help").textContent = optionHelp(v, opt);
      for (const [i, c] of (opt.choices || []).entries()) box.querySelectorAll("option")[i].textContent = choiceLabel(v, opt, c.value);
    }
    for (const o of seat.options) o.textContent = o.value === "" ? WORDS.seatByDraw : WORDS.seatDeals(Number(o.value));
    labelLevels(v);
  };
  const showOptions = () => {
    const v = chosen();
    optionsBox.replaceChildren(...v.options.map(field));
    seat.replaceChildren(element("option", { value: "" }),
      ...[...Array(v.players).keys()].map((i) => element("option", { value: String(i) })));
    label();
  };
  list.append(...variants.map((v, i) => gameCard(v, i === 0, showOptions)));
  showOptions();
  loadRatings(label);
  /** The game the screen sets up, as new_game's params: the seat the draw for the first
   * dealer gives (the first, as ever), or a turn to deal, the seat that draw puts there. */
  const chosenParams = () => {
    /** @type {Record<string, unknown>} */
    const options = {};

    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const field = /** @type {HTMLInputElement | HTMLSelectElement} */ (input);
      const v = readOption(field);
      if (!(v === null && field.dataset.nullable === "true")) options[/** @type {string} */ (field.dataset.option)] = v;
    }
    /** @type {{variant: string, options: Record<string, unknown>, level: string, undo: boolean, deal_order?: number, seed?: number}} */
    const params = { variant: chosen().id, options, level: /** @type {HTMLSelectElement} */ (document.getElementById("level")).value,
      undo: /** @type {HTMLInputElement} */ (document.getElementById("undo")).checked };
    if (seat.value !== "") params.deal_order = Number(seat.value);
    const seed = /** @type {HTMLInputElement} */ (document.getElementById("seed")).value;
    if (seed !== "") params.seed = Number(seed);
    return params;
  };
  $("newgame-form").onsubmit = (event) => {
    event.preventDefault();
    onStart(chosenParams());
  };
  // A live table's seats are taken in its lobby, before the draw for the first dealer: the
  // host sits first there, and friends choose among the others.
  $("friends").onclick = () => {
    const { deal_order: _, ...params } = chosenParams();
    onFriends({ ...params, human_seat: 0 }, chosen().players);
  };
  return label;
}
