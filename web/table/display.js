// What the table shows between two views. A reply carries a view only after each whole
// move, so a card that ends a trick (or a deal) has none of its own; this mirrors the
// public events onto the last view so every card can be drawn where it lands.
// Bookkeeping only: no rule is decided here.

/** The view as it stands after `event` (a new object; `view` is left as it was). */
export function applyEvent(view, event) {
  switch (event.type) {
    case "play": return played(view, event.seat, event.card);
    case "trick": {
      const tricks = view.tricks.slice();
      tricks[event.winner] += 1;
      return { ...view, tricks, winner: event.winner };
    }
    case "deal_end": {  // the row joins the sheet, so running totals include this deal
      const { type, ...row } = event;
      const next = { ...view, sheet: [...view.sheet, row] };
      if (view.positive && row.positive) {
        next.positive = view.positive.map((p, i) => p + row.positive[i]);
        next.negative = view.negative.map((n, i) => n + row.negative[i]);
      }
      return next;
    }
    case "uncover": {
      const layouts = view.layouts.map((l) => l.slice());
      layouts[event.seat][event.stack] = { up: event.card, down: false };
      return { ...view, layouts };
    }
    default: return view;
  }
}

function played(view, seat, card) {
  const trick = view.winner === undefined || view.winner === null ? view.trick : [];
  const next = { ...view, trick: [...trick, { seat, card }], winner: null, legal: [], to_move: null };
  const stack = view.layouts[seat].findIndex((s) => s.up === card);
  if (stack >= 0) {
    next.layouts = view.layouts.map((l) => l.slice());
    next.layouts[seat][stack] = { ...view.layouts[seat][stack], up: null };
  } else {
    next.hand_counts = view.hand_counts.slice();
    next.hand_counts[seat] -= 1;
    if (view.hand.includes(card)) next.hand = view.hand.filter((c) => c !== card);
  }
  return next;
}
