// @ts-check
// A challenge's results as the dialog shows them: every player's score deal by deal, and
// where each parted from this player's play and what it cost. Built from the engine's
// table (challenge.table in py/tricktable), in the player's language.
import { WORDS, score, t } from "../services/text.js";

/** Letters written right to left, and the controls that set a direction (U+202E turns the
 * rest of a line around). */
const BIDI = /[\p{Bidi_Control}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}]/u;

/** A player's name as a sentence quotes it: one with any of BIDI set apart (FSI … PDI, as
 * <bdi> does), so the direction it sets stays within it and the sentence reads as written
 * (the page's languages are all written left to right, so other names need nothing).
 * @param {string} name */
export const isolate = (name) => (BIDI.test(name) ? `\u2068${name}\u2069` : name);

/** An element with its properties and children.
 * @param {string} tag @param {object} [props] @param {...(Node | string)} children */
export const element = (tag, props = {}, ...children) => {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
};

/** What a column's head says of who signed the result, beside its key's fingerprint: a mark
 * for a result not signed as expected, by its state (identity.js).
 * @type {Record<import("./identity.js").State, (name: string) => string>} */
const MARKS = {
  signed: () => "",
  changed: (name) => t("challenge-key-changed", { name: isolate(name) }),
  unsigned: () => WORDS.challengeUnsigned,
  unchecked: () => WORDS.challengeUnchecked,
  forged: () => WORDS.challengeForged,
};

/** A player's column head: the name, their key's fingerprint, and the mark of a result not
 * signed as expected (identity.js).
 * @param {string} name @param {import("./identity.js").Who} who @param {string} className */
const playerHead = (name, who, className) => {
  const mark = MARKS[who.state](name);
  return element("th", { scope: "col", className: `${className} ${who.state}`.trim() },
    element("span", { className: "who", dir: "auto" }, name),
    ...(who.print ? [element("small", { className: "print", title: WORDS.challengePrintHelp }, who.print)] : []),
    ...(mark ? [element("small", { className: "mark" }, mark)] : []));
};

/** The results table: a column per player (this one marked) with who signed each result
 * (`who`, in the players' order), a row per deal, the totals.
 * @param {{players: {name: string, deals: number[], total: number}[], deals: number, me: number}} table
 * @param {import("./identity.js").Who[]} who */
export function resultsTable(table, who) {
  const mine = (/** @type {number} */ i) => (i === table.me ? "me" : "");
  const head = element("tr", {}, element("th", { scope: "col" }, WORDS.challengeDealColumn),
    ...table.players.map((p, i) => playerHead(p.name, who[i], mine(i))));
  const rows = [...Array(table.deals).keys()].map((d) => element("tr", {},
    element("th", { scope: "row" }, t("challenge-deal", { deal: d + 1 })),
    ...table.players.map((p, i) => element("td", { className: mine(i) }, d < p.deals.length ? score(p.deals[d]) : "–"))));
  const total = element("tr", {}, element("th", { scope: "row" }, WORDS.challengeTotal),
    ...table.players.map((p, i) => element("td", { className: mine(i) }, score(p.total))));
  return [element("thead", {}, head), element("tbody", {}, ...rows), element("tfoot", {}, total)];
}

/** Where each other player parted from this one, and what it cost them both; `choice(say)`
 * words a decision.
 * @param {{players: {name: string, deals: number[], parting?: any}[], me: number}} table
 * @param {(say: any) => string} choice */
export function partings(table, choice) {
  const me = table.players[table.me];
  const lines = table.players.filter((p, i) => i !== table.me).map((p) => {
    const part = p.parting;
    const name = isolate(p.name);
    if (!part) return element("li", {}, t("challenge-same", { name }));
    const where = part.trick ? t("challenge-at-trick", { deal: part.deal + 1, trick: part.trick })
      : t("challenge-at-deal", { deal: part.deal + 1 });
    return element("li", {}, t("challenge-parted", { name, where, mine: choice(part.mine), theirs: choice(part.theirs),
      you: score(me.deals[part.deal] ?? 0), them: score(p.deals[part.deal] ?? 0) }));
  });
  if (table.players.some((p) => p.parting)) lines.push(element("li", { className: "note" }, element("small", {}, WORDS.challengeCostNote)));
  return lines;
}

/** The note under the partings that says what the code under each name is, and what a mark
 * means. */
export const keysNote = () => element("li", { className: "note" }, element("small", {}, WORDS.challengeKeysNote));
