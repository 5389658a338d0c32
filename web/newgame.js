// The new-game screen, built from the engine's catalogue: games, options, seat and level.
// Nothing here knows a game or an option by name; their words come from the catalogs by id
// (text.js), and are put in again when the language changes, keeping what was chosen.
import { LANGUAGES, WORDS, choiceLabel, gameSummary, gameTitle, language, optionHelp, optionLabel } from "./table/text.js";

const element = (tag, props = {}) => Object.assign(document.createElement(tag), props);

function field(opt) {
  const label = element("label", { className: "option" });
  const help = element("small", { className: "help", id: `help-${opt.key}` });
  let input;
  if (opt.kind === "bool") {
    input = element("input", { type: "checkbox", checked: opt.default });
  } else if (opt.kind === "choice") {
    input = element("select");
    for (const c of opt.choices) {
      input.append(element("option", { value: JSON.stringify(c.value), selected: c.value === opt.default }));
    }
  } else {
    input = element("input", { type: "number", value: opt.default === null ? "" : String(opt.default) });
    if (opt.min !== undefined) input.min = String(opt.min);
    if (opt.max !== undefined) input.max = String(opt.max);
    input.dataset.nullable = String(opt.nullable);
  }
  input.name = opt.name;
  input.dataset.option = opt.name;
  input.setAttribute("aria-describedby", help.id);
  label.append(element("span"), input, help);
  return label;
}

/** The rules page of a game, in the page's language. */
export const rulesPage = (id) => `rules/${id}.${language()}.html`;

function readOption(input) {
  if (input.type === "checkbox") return input.checked;
  if (input.tagName === "SELECT") return JSON.parse(input.value);
  return input.value === "" ? null : Number(input.value);
}

/** Fill the language picker; `onChange(lang)` when the player picks another. */
export function setupLanguagePicker(onChange) {
  const picker = document.getElementById("language");
  picker.replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) =>
    element("option", { value: code, lang: code, textContent: name, selected: code === language() })));
  picker.onchange = () => onChange(picker.value);
}

/** Fill the form for `variants`; `onStart({variant, options, human_seat, level})`.
 * Returns a function that puts the form's words in again (after a change of language). */
export function setupNewGame(variants, { onStart }) {
  const list = document.getElementById("games");
  const optionsBox = document.getElementById("options");
  const seat = document.getElementById("seat");
  list.replaceChildren(...list.querySelectorAll("legend"));
  const chosen = () => variants.find((v) => v.id === list.querySelector("input:checked").value);
  /** The words of the games and of the chosen game's options, seats and links. */
  const label = () => {
    const v = chosen();
    for (const row of list.querySelectorAll(".game-choice")) {
      const game = variants.find((g) => g.id === row.dataset.game);
      row.querySelector("strong").textContent = gameTitle(game);
      row.querySelector("small").textContent = WORDS.playersCount(game.players);
      row.querySelector(".summary").textContent = gameSummary(game);
      Object.assign(row.querySelector("a"), { href: rulesPage(game.id), textContent: WORDS.howToPlay });
    }
    if (!v.options.length) optionsBox.textContent = WORDS.noOptions;
    for (const opt of v.options) {
      const box = optionsBox.querySelector(`[data-option="${opt.name}"]`).closest("label");
      box.querySelector("span").textContent = optionLabel(v, opt);
      box.querySelector(".help").textContent = optionHelp(v, opt);
      for (const [i, c] of (opt.choices || []).entries()) box.querySelectorAll("option")[i].textContent = choiceLabel(v, opt, c.value);
    }
    for (const o of seat.options) o.textContent = WORDS.seatChoice(Number(o.value));
  };
  const showOptions = () => {
    const v = chosen();
    optionsBox.replaceChildren(...v.options.map(field));
    seat.replaceChildren(...[...Array(v.players).keys()].map((i) => element("option", { value: String(i) })));
    label();
  };
  variants.forEach((v, i) => {
    const row = element("label", { className: "game-choice" });
    row.dataset.game = v.id;
    const radio = element("input", { type: "radio", name: "game", value: v.id, checked: i === 0 });
    radio.addEventListener("change", showOptions);
    const words = element("span");
    words.append(element("strong"), " ", element("small"), element("br"), element("span", { className: "summary" }), " ",
      element("a", { target: "_blank", rel: "noopener" }));
    row.append(radio, words);
    list.append(row);
  });
  showOptions();
  document.getElementById("newgame-form").onsubmit = (event) => {
    event.preventDefault();
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const v = readOption(input);
      if (!(v === null && input.dataset.nullable === "true")) options[input.dataset.option] = v;
    }
    const params = { variant: chosen().id, options, human_seat: Number(seat.value),
      level: document.getElementById("level").value, undo: document.getElementById("undo").checked };
    const seed = document.getElementById("seed").value;
    if (seed !== "") params.seed = Number(seed);
    onStart(params);
  };
  return label;
}
