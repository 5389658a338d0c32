// The new-game screen: the seven games, their options with defaults, seat and level.
const OPTION_LABEL = {
  under_four_negative: "A negative point per trick under four", target: "Points to win",
  deal_packets: "Deal packets", end_on: "The game ends on", contract_by: "Contract set by",
  nullo_ace_low: "Ace ranks low in Nullo", great_target: "Great contract: tricks to make",
  partner_choice: "Dealer may let the partner name trump", blind_no_trump: "No trump may be called blind",
  max_multiplier: "Highest multiplier (empty: no limit)", match: "Play a match (best of three)",
};

function field(opt) {
  const label = document.createElement("label");
  label.className = "option";
  const text = document.createElement("span");
  text.textContent = OPTION_LABEL[opt.name] || opt.name;
  let input;
  if (opt.choices && opt.choices.length === 2 && typeof opt.choices[0] === "boolean") {
    input = document.createElement("input");
    input.type = "checkbox";
    input.checked = opt.default;
  } else if (opt.choices) {
    input = document.createElement("select");
    for (const c of opt.choices) {
      const o = document.createElement("option");
      o.value = JSON.stringify(c);
      o.textContent = String(c).replace("_", " ");
      o.selected = c === opt.default;
      input.append(o);
    }
  } else {
    input = document.createElement("input");
    input.type = "number";
    input.min = "1";
    input.value = opt.default === null ? "" : String(opt.default);
  }
  input.name = opt.name;
  input.dataset.option = opt.name;
  label.append(text, input);
  return label;
}

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
    if (!v.options.length) optionsBox.textContent = "This game has no options.";
    for (const opt of v.options) optionsBox.append(field(opt));
    seat.replaceChildren(...[...Array(v.players).keys()].map((i) => {
      const o = document.createElement("option");
      o.value = String(i);
      o.textContent = `Seat ${i + 1}`;
      return o;
    }));
  };
  variants.forEach((v, i) => {
    const label = document.createElement("label");
    label.className = "game-choice";
    label.innerHTML = `<input type="radio" name="game" value="${v.id}" ${i === 0 ? "checked" : ""}>
      <span><strong>${v.title}</strong> <small>${v.players} players</small><br><span>${v.summary}</span></span>`;
    label.querySelector("input").addEventListener("change", showOptions);
    list.append(label);
  });
  showOptions();
  document.getElementById("newgame-form").onsubmit = (event) => {
    event.preventDefault();
    const options = {};
    for (const input of optionsBox.querySelectorAll("[data-option]")) {
      const v = readOption(input);
      if (!(input.dataset.option === "max_multiplier" && v === null)) options[input.dataset.option] = v;
    }
    const params = { variant: chosen().id, options, human_seat: Number(seat.value),
      level: document.getElementById("level").value };
    const seed = document.getElementById("seed").value;
    if (seed !== "") params.seed = Number(seed);
    onStart(params);
  };
}
