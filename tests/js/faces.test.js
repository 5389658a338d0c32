// A card's face as the page draws it (cards.js, faces.js): one picture, made once from an SVG
// of its own, so a redraw of the table paints pixels. A <use> of the sprite cloned the court
// figure's few hundred elements into each card, restyled and painted at every redraw (issue 50).
import "./page.js";  // a DOM for lit-html
import { SPRITE, fetched } from "./served.js";  // the sprite as staged, what the page asked
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const { cardFace, faceSvg, redrawFaces } = await import("../table/cards.js");
const { symbolOf } = await import("../table/faces.js");
const { setLanguage } = await import("../services/language.js");
const { render } = await import("../vendor/lit-html-3.3.3/lit-html.js");

/** The sprite the build writes (webbuild/card_art.py), staged beside the page's modules. */
const sprite = readFileSync(SPRITE, "utf8");
const DECK = [..."SHDC"].flatMap((s) => [..."23456789TJQKA"].map((r) => r + s));
const PLAIN = { fourColour: false, contrast: false, width: 180 };
const svgOf = (/** @type {string} */ code, look = PLAIN) => faceSvg(code, look, (id) => symbolOf(sprite, id));

/** A browser's drawing, as the test says when: each face's picture made once `land()` is
 * called (the PNG encode is what takes a browser's time). */
function drawing() {
  let land = () => {};
  const landed = new Promise((resolve) => { land = () => resolve(undefined); });
  Object.assign(globalThis, {
    Image: class { decode() { return Promise.resolve(); } },
    OffscreenCanvas: class {
      getContext() { return { drawImage() {} }; }
      convertToBlob() { return landed.then(() => new Blob(["png"], { type: "image/png" })); }
    },
    matchMedia: (/** @type {string} */ query) => window.matchMedia(query),
    addEventListener: () => {},
    devicePixelRatio: 2,
  });
  return land;
}

/** Wait for `ok()`, the page's promises and timers moving on. @param {() => unknown} ok */
async function until(ok) {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((next) => setTimeout(next, 1));
  assert.ok(ok());
}

test("a card shows its face drawn at once, then its picture, one element, once it lands", async () => {
  // The sprite asked as the page starts, before any face is shown (the engine starts first).
  assert.deepEqual(fetched.map((url) => url.split("/").at(-1)), ["cards.svg"]);
  await new Promise((started) => setImmediate(started));  // the page started: its sprite is in
  const land = drawing();
  const tags = (/** @type {Element} */ el) => [...el.querySelectorAll("*")].map((e) => e.tagName.toLowerCase());
  const el = document.createElement("div");
  document.body.append(el);
  render(cardFace("KH"), el);
  // Not blank while its picture is made: the sprite's art and the corners, drawn as before.
  const face = el.querySelector("svg.face");
  assert.ok(face, "a face drawn before its picture lands");
  assert.deepEqual([...face.querySelectorAll("use")].map((u) => u.getAttribute("href")), ["#KH", "#suit-H", "#suit-H"]);
  assert.deepEqual([...face.querySelectorAll("text")].map((t) => t.textContent), ["K", "K"]);
  // The art and the pip it draws with: the sprite's own symbols, put into the page from the
  // text fetched for the pictures (a <use> of the sprite's file asked the server once more),
  // before the browser draws a frame (the page's promises only): never a white card.
  await Promise.resolve();
  for (const id of ["KH", "suit-H"]) {
    assert.equal(document.getElementById(id)?.outerHTML, symbolOf(sprite, id), id);
    assert.equal(document.getElementById(id)?.namespaceURI, "http://www.w3.org/2000/svg", id);
  }
  assert.equal(document.querySelectorAll("#KH").length, 1);
  land();
  await until(() => el.querySelector("img"));
  // The picture in its place: nothing of the sprite cloned into the page.
  assert.deepEqual(tags(el), ["img"]);
  const src = el.querySelector("img")?.getAttribute("src");
  assert.match(src ?? "", /^blob:/);
  assert.equal(el.querySelector("img")?.getAttribute("alt"), "");  // the card around it says which
  // A face drawn before is a picture at once.
  const again = document.createElement("div");
  render(cardFace("KH"), again);
  assert.deepEqual(tags(again), ["img"]);
  assert.equal(again.querySelector("img")?.getAttribute("src"), src);
  // A new look (here the language) shows the face's SVG in it at once, then its new picture.
  try {
    await setLanguage("fr");
    redrawFaces();
    assert.deepEqual([...el.querySelectorAll("svg.face text")].map((t) => t.textContent), ["R", "R"]);
    await until(() => el.querySelector("img"));
    assert.deepEqual(tags(el), ["img"]);
    assert.notEqual(el.querySelector("img")?.getAttribute("src"), src);
  } finally {
    await setLanguage("en");
  }
  assert.equal(fetched.filter((url) => url.endsWith(".svg")).length, 1, "the sprite asked once, for SVG faces and pictures alike");
  assert.equal(document.querySelectorAll("#KH").length, 1, "its symbols put in once");
  el.remove();
});

test("each face's SVG stands alone: every part it draws with is inside it", () => {
  for (const code of DECK) {
    const svg = svgOf(code);
    const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const refs = [...svg.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    assert.ok(refs.includes(code) && refs.includes(`suit-${code[1]}`), code);
    assert.deepEqual(refs.filter((r) => !ids.has(r)), [], code);
    assert.match(svg, new RegExp(`width="180" height="252"`), code);  // drawn at the bitmap's size
  }
});

test("the corners say the rank in the player's language", async () => {
  const ranks = (/** @type {string} */ code) => [...svgOf(code).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  try {
    assert.deepEqual(ranks("QH"), ["Q", "Q"]);
    await setLanguage("is");
    assert.deepEqual(ranks("QH"), ["D", "D"]);
    assert.deepEqual(ranks("AS"), ["Á", "Á"]);
    await setLanguage("fr");
    assert.deepEqual(ranks("JC"), ["V", "V"]);
  } finally {
    await setLanguage("en");
  }
});

test("the four-colour deck draws diamonds blue and clubs green; high contrast a black edge", () => {
  const colour = (/** @type {string} */ code, look = PLAIN) => svgOf(code, look).match(/^<svg [^>]* color="([^"]+)"/)?.[1];
  const four = { ...PLAIN, fourColour: true };
  assert.deepEqual(["7D", "7C", "7H", "7S"].map((c) => colour(c)), ["#c8102e", "#16181d", "#c8102e", "#16181d"]);
  assert.deepEqual(["7D", "7C", "7H", "7S"].map((c) => colour(c, four)), ["#1456c8", "#137a35", "#c8102e", "#16181d"]);
  assert.match(svgOf("7D", { ...PLAIN, contrast: true }), /<rect [^>]*stroke="#000" stroke-width="5"/);
  assert.match(svgOf("7D"), /<rect [^>]*stroke="#8a8f98" stroke-width="3"/);
});

test("a symbol is cut out whole, its own nested symbols and all; one the sprite lacks is named", () => {
  const king = symbolOf(sprite, "KH");
  assert.equal(king.match(/<symbol\b/g)?.length, king.match(/<\/symbol>/g)?.length);
  assert.ok(king.match(/<symbol\b/g).length > 1 && king.endsWith("</symbol>"));
  assert.throws(() => symbolOf(sprite, "ZZ"), /the card sprite has no symbol ZZ/);
});
