// @ts-check
// Rules pages: draw the card pictures the page marks with data-cards="TH AH", and let the
// reader try an example's cards (the verdicts were worked out by the engine at build time).
import { drawFace } from "./table/cards.js";
import { cardName } from "./services/cardnames.js";
import { setLanguage } from "./services/language.js";

await setLanguage(document.documentElement.lang);  // the cards' names and corners in the page's language

for (const holder of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll("[data-cards]"))) {
  const inButton = holder.closest("button");
  const cards = /** @type {string} */ (holder.dataset.cards);
  for (const code of cards.split(" ")) {
    const card = document.createElement("span");
    card.className = "card";
    if (!inButton) card.setAttribute("role", "img");
    card.setAttribute(inButton ? "title" : "aria-label", cardName(code));
    drawFace(card, code);
    holder.append(card);
  }
  if (inButton) inButton.setAttribute("aria-label", cardName(cards));
}

for (const example of document.querySelectorAll(".example")) {
  const verdict = /** @type {HTMLElement} */ (example.querySelector(".verdict"));
  example.addEventListener("click", (event) => {
    const button = /** @type {HTMLElement | null} */ (/** @type {Element} */ (event.target).closest("button.try"));

    if (!button) return;
    for (const b of example.querySelectorAll("button.try")) b.removeAttribute("aria-pressed");
    button.setAttribute("aria-pressed", "true");
    verdict.textContent = button.dataset.say ?? null;
    verdict.dataset.verdict = button.dataset.verdict;
  });
}
