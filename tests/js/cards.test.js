// A card's face as the page draws it (cards.js): the sprite's art shown as an image of one
// of its views, so a face clones nothing into the page. A <use> of the sprite cloned the
// court figure's few hundred elements into each card, which every redraw restyled (issue 50).
import "./page.js";  // a DOM for lit-html
import assert from "node:assert/strict";
import { test } from "node:test";

const { cardFace } = await import("../table/cards.js");
const { render } = await import("../vendor/lit-html-3.3.3/lit-html.js");

/** The face of `code` drawn into a fresh element. */
function drawn(code) {
  const el = document.createElement("div");
  render(cardFace(code), el);
  return el;
}

test("a face shows the sprite's view of its card and clones nothing", () => {
  for (const code of ["KH", "QS", "2H", "AS"]) {
    const face = drawn(code);
    assert.equal(face.querySelectorAll("use").length, 0, code);
    const images = [...face.querySelectorAll("image")].map((i) => i.getAttribute("href"));
    assert.deepEqual(images.map((h) => h.split("#")[1]), [code]);
  }
});

test("diamonds and clubs have the four-colour deck's view too, and their rank in each corner", () => {
  for (const code of ["KD", "7C"]) {
    const face = drawn(code);
    const images = [...face.querySelectorAll("image")];
    assert.deepEqual(images.map((i) => [i.getAttribute("class"), i.getAttribute("href").split("#")[1]]),
      [["plain", code], ["four", `${code}-four`]]);
    assert.deepEqual([...face.querySelectorAll("text")].map((t) => t.textContent), [code[0], code[0]]);
  }
});
