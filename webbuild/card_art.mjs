// The card faces as one SVG sprite: @letele/playing-cards (CC0, Adrian Kennard's deck) is
// React components; a stand-in for React turns them into SVG text at build time.  Each
// face becomes a <symbol id="TH"> (the engine's card code) without its corner indices,
// which the page draws itself in the player's language (web/table/cards.js); the four
// suit pips become <symbol id="suit-H">.
// Usage: node card_art.mjs <package>/dist/index.esm.js out.svg
import { readFileSync, writeFileSync } from "node:fs";

const [source, target] = process.argv.slice(2);
const body = readFileSync(source, "utf8").replace(/^import .*$/gm, "")
  .replace(/export \{([^}]*)\};?\s*$/, (_, names) => `return {${names.split(",").map((pair) => {
    const [local, exported] = pair.trim().split(/\s+as\s+/);
    return `${JSON.stringify(exported)}: ${local}`;
  }).join(",")}};`);
const React = { createElement: (tag, props, ...children) => ({ tag, props: props || {}, children: children.flat() }) };
const deck = new Function("React", "_extends", body)(React, Object.assign);

// React's prop names as SVG attributes (SVG keeps viewBox and the like in camelCase).
const CAMEL = new Set(["viewBox", "preserveAspectRatio", "patternUnits"]);
const attr = (k) => (k === "className" ? "class" : k === "xlinkHref" ? "href"
  : CAMEL.has(k) ? k : k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const svgText = (n) => (n == null ? "" : typeof n !== "object" ? String(n)
  : `<${n.tag}${Object.entries(n.props).filter(([k, v]) => v != null && !k.startsWith("xmlns") && k !== "class" && k !== "className")
    .map(([k, v]) => ` ${attr(k)}="${v}"`).join("")}>${n.children.map(svgText).join("")}</${n.tag}>`);

// The corner indices sit left of x = -100 (and, turned, in the opposite corner); the
// page draws the card's edge itself, around the art it scales down.
// The ace of spades' address line is left out too (README credits the deck).
const corner = (n) => (n.tag === "use" && Number(n.props.x) < -100) || (n.tag === "rect" && n.props.width === 239)
  || n.tag === "text";
const prune = (n) => (typeof n !== "object" || n == null ? n
  : { ...n, children: n.children.filter((c) => !(c && corner(c))).map(prune) });
const RANKS = { A: "a", T: "10", J: "j", Q: "q", K: "k" };
// Diamonds' and clubs' pips take the colour of the face that shows them (currentColor,
// which cards.js sets), so a four-colour deck can give each suit its own.
const OWN_COLOUR = new Set("DC");
const symbols = [];
for (const suit of "SHDC") {
  // The suit's pip: the symbol the ten draws its pips with.
  const ten = deck[`${suit}10`]({});
  const pip = ten.children.find((c) => c && c.tag === "defs").children
    .find((s) => s.tag === "symbol" && s.children.some((p) => p.tag === "path" && !p.props.stroke));
  const pipText = pip.children.map(svgText).join("");
  const recolour = (text) => (OWN_COLOUR.has(suit) ? text.split(pipText).join(pip.children
    .map((p) => svgText({ ...p, props: { ...p.props, fill: "currentColor" } })).join("")) : text);
  for (const rank of "23456789TJQKA") {
    const svg = prune(deck[`${suit}${RANKS[rank] || rank}`]({}));
    const inner = svg.children.filter((c) => c && c.tag !== "title");
    symbols.push(`<symbol id="${rank}${suit}" viewBox="${svg.props.viewBox}">${recolour(inner.map(svgText).join(""))}</symbol>`);
  }
  symbols.push(`<symbol id="suit-${suit}" viewBox="${pip.props.viewBox}">${recolour(pipText)}</symbol>`);
}
writeFileSync(target, `<svg xmlns="http://www.w3.org/2000/svg"><!-- Card faces from @letele/playing-cards (CC0-1.0), after Adrian Kennard's public-domain deck (www.me.uk/cards) --><defs>${symbols.join("")}</defs></svg>\n`);
