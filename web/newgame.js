// The new-game screen, built from the engine's catalogue: games, options (with their
// words), seat and level. Nothing here knows a game or an option by name.
import { WORDS } from "./table/text.js";

function field(opt) {
  const label = document.createElement("label");
  label.className = "option";
  const text = document.createElement("span");
  text.textContent = opt.label;
  const help = document.createElement("small");
  help.className = "help";
  help.id = `help-${opt.key}`;
  help.textContent = opt.help;
  let input;
  if (opt.kind === "bool") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = opt.default;
  } else if (opt.kind === "choice") {
    input = document.createElement("select");
    for (const c of opt.choices) {
      const o = document.createElement("option");
      o.value = JSON.stringify(c.value);
      o.textContent = c.label;
      o.selected = c.value === opt.default;
      input.append(o);
    }
  } else {
    input = document.createElement("input");
    input.type = "number";
    if (opt.min !== undefined) input.min = String(opt.min);
    if (opt.max !== undefined) input.max = String(opt.max);
    input.value = opt.default === null ? "" : String(opt.default);
    input.dataset.nullable = String(opt.nullable);
  }
  input.name = opt.name;
  input.dataset.option = opt.name;
  input.setAttribute("aria-describedby", help.id);
  label.append(text, input, help);
  return label;
}

/** The rules page of a game (English until the page speaks other languages). */
export const rulesPage = (id) => `rules/${id}.en.html`;

function readOption(input) {
  if (input.type === "checkbox") return input.checked;
  if (input.tagName === "SELECT") return JSON.parse(input.value);
  return input.value === "" ? null : Number(input.value);
}

/** Fill the form for `variants`; `onStart({variant, options, human_seat, level})`. */
export function setupNewGame(variants, { onStart }) {
  const list = document.getElementById("games");
  const optionsBox = document.getElementById("options");
  const seat = document.getElementById("seat");
  list.replaceChildren();
  const chosen = () => variants.find((v) => v.id === list.querySelector("input:checked").value);
  const showOptions = () => {
    const v = chosen();
    optionsBox.replaceChildren();
    if (!v.options.length) optionsBox.textContent = WORDS.noOptions;
    for (const opt of v.options) optionsBox.append(field(opt));
    seat.replaceChildren(...[...Array(v.players).keys()].map((i) => {
      const o = document.createElement("option");
      o.value = String(i);
      o.textContent = WORDS.seatChoice(i);
      return o;
    }));
  };
  variants.forEach((v, i) => {
    const label = document.createElement("label");
    label.className = "game-choice";
    label.innerHTML = `<input type="radio" name="game" value="${v.id}" ${i === 0 ? "checked" : ""}>
      <span><strong>${v.title}</strong> <small>${WORDS.playersCount(v.players)}</small><br><span>${v.summary}</span>
      <a href="${rulesPage(v.id)}" target="_blank" rel="noopener">${WORDS.howToPlay}</a></span>`;
    label.querySelector("input").addEventListener("change", showOptions);
    list.append(label);
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
}
