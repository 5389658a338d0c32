// Rules pages: draw the card pictures the page marks with data-cards="TH AH".
import { cardFace, cardName } from "./table/cards.js";

for (const holder of document.querySelectorAll("[data-cards]")) {
  for (const code of holder.dataset.cards.split(" ")) {
    const card = document.createElement("span");
    card.className = "card";
    card.setAttribute("role", "img");
    card.setAttribute("aria-label", cardName(code));
    card.innerHTML = cardFace(code);
    holder.append(card);
  }
}
