// Input handlers for the board. Each bind function returns a function that unbinds it.

/** Clicks on cards: play, select for an exchange, or (on a greyed card) ask why not. */
export function bindCards(root, { onPlay, onSelect, onIllegal }) {
  const click = (event) => {
    const slot = event.target.closest("[data-card-slot]");
    if (!slot || !root.contains(slot)) return;
    const button = slot.querySelector("button[data-card]");
    const code = slot.dataset.cardSlot;
    if (button.disabled) onIllegal(code);
    else if (button.dataset.kind === "select") onSelect(code);
    else onPlay(code);
  };
  root.addEventListener("click", click);
  return () => root.removeEventListener("click", click);
}

/** Arrow keys move the focus across the cards that can be used; Enter uses one. */
export function bindKeys(root) {
  const key = (event) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const cards = [...root.querySelectorAll("button[data-card]:not([disabled])")];
    if (!cards.length) return;
    const at = cards.indexOf(document.activeElement);
    let next = at;
    if (event.key === "ArrowRight") next = at < 0 ? 0 : (at + 1) % cards.length;
    if (event.key === "ArrowLeft") next = at < 0 ? cards.length - 1 : (at - 1 + cards.length) % cards.length;
    if (event.key === "Home") next = 0;
    if (event.key === "End") next = cards.length - 1;
    cards[next].focus();
    event.preventDefault();
  };
  root.addEventListener("keydown", key);
  return () => root.removeEventListener("keydown", key);
}
