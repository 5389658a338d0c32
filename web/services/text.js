// @ts-check
// Every word the page shows goes through here, from the Fluent catalogs
// (web/locales/<lang>/*.ftl, English first). Presentation only: the rules live in Python,
// the facts come with each view, and the engine chooses the words of every decision,
// prompt and event (a message id and raw arguments, worded by `said`). A new word of the
// page's own: add its message to every catalog (kebab-case id), then use it through WORDS
// by its camelCase name (with its values' names in VALUES if it takes any), or through
// t(id, values) for a sentence put together here.
import { cardName, rankLabel } from "./cardnames.js";
import { LANGUAGES, chooseLanguage, hasMessage, language, listOf, savedLanguage, setLanguage, t } from "./language.js";

export { LANGUAGES, chooseLanguage, language, savedLanguage, setLanguage, t };

/** @typedef {import("../table/types.js").View} View @typedef {import("../table/types.js").Say} Say
 * @typedef {import("../table/types.js").Game} Game @typedef {import("../table/types.js").GameOption} GameOption */
/** A subject of a sentence: its name, and the form of the verb it takes.
 * @typedef {{who: string, self: string}} Subject */

// A seat's name says where it sits on the table as drawn (render.js's AREAS, clockwise
// from the player at the bottom), for every count of positions round the table.
/** @type {Record<number, string[]>} */
const COMPASS = { 2: ["you", "north"], 3: ["you", "west", "east"], 4: ["you", "west", "north", "east"] };
const yesNo = (/** @type {unknown} */ flag) => (flag ? "yes" : "no");
/** A score as printed: a true minus sign for negatives. @param {number} n */
export const score = (n) => (n < 0 ? `\u2212${-n}` : String(n));
/** The deal of the day's label, its date in the reader's language ("Deal of the day · 28 Nov"). @param {string} date */
export const dailyLabel = (date) => `${t("challenge-daily")} · ${new Intl.DateTimeFormat(language(),
  { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))}`;
/** A message id from a WORDS name or a data-text key: newGame -> new-game. @param {string} key */
const messageId = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Put the page's fixed words in place: the elements name their message in data-text (or
 * one of its attributes, "newGame.short"), data-label (aria-label) and data-placeholder.
 * @param {Document | HTMLElement} root */
export function fillPageText(root = document) {
  for (const el of root.querySelectorAll("[data-text]")) {
    const [key, attribute] = /** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.text).split(".");
    el.textContent = t(messageId(key), {}, attribute ?? null);
  }
  for (const el of root.querySelectorAll("[data-label]")) {
    el.setAttribute("aria-label", t(messageId(/** @type {string} */ (/** @type {HTMLElement} */ (el).dataset.label))));
  }
  for (const el of root.querySelectorAll("[data-placeholder]")) {
    const field = /** @type {HTMLInputElement} */ (el);
    field.placeholder = t(messageId(/** @type {string} */ (field.dataset.placeholder)));
  }
  if (root === document) document.title = t("page-title");
}

/** The words of WORDS that take values: the names of those values, in the order given. */
/** @type {Record<string, string[]>} */
const VALUES = {
  loadingRuntime: ["mb"], loadingBytes: ["done", "total"], engineFailed: ["why"],
  hintMargin: ["margin"], hintChance: ["chance"], shareWhat: ["link"], shareCopied: ["link"], shareCopy: ["link"],
  keptGame: ["title"], unreadable: ["why"], unreadableKept: ["why"], linkBad: ["why"],
  linkFailed: ["why"], exchangeMax: ["max"], target: ["target"], playersCount: ["n"], resumeGame: ["title"],
  embedFrameTitle: ["title"], keptGameEarlier: ["title"], notKeptGame: ["title"],
  dealOf: ["deal", "deals"], dealNumber: ["deal"], decisionHelp: ["choice"], raisedCard: ["card"], raisedPrompt: ["card"],
  shelfPlay: ["title"], seatThinking: ["seat"], levelRated: ["level", "rating"], levelRatingsHelp: ["medium"],
};

/** A value from outside (an address, storage) as a message quotes it: cut short. */
const clip = (/** @type {string} */ text) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

/** Words whose values need a turn before the message gets them. */
/** @type {Record<string, (...values: any[]) => string>} */
const SPECIAL = {
  speedRefused: (/** @type {{where: string, value: string}} */ { where, value }) => t("speed-refused", { where, value: clip(value) }),
  seatRefused: (value) => t("seat-refused", { value: clip(value) }),
  levelRefused: (value) => t("level-refused", { value: clip(value) }),
  hintSays: (what, why) => t("hint-says", { what, why: why || "" }).trim(),
  hintMargin: (margin) => (margin > 0 ? t("hint-margin", { margin }) : t("hint-margin-none")),
  hintChance: (chance) => (chance > 0 ? t("hint-chance", { chance }) : t("hint-chance-none")),
  unfinishedLine: (title, deal, when) => t("unfinished-line", { title, deal: deal + 1, when }),
  seatChoice: (i) => t("seat-choice", { n: i + 1 }),
  seatDeals: (i) => t("seat-deals", { n: i + 1 }),
};

/** Every word by name, in the current language: WORDS.newGame is the message new-game,
 * WORDS.keptGame(title) the message kept-game with $title. Each is words or a function
 * giving words, which by its name (VALUES, SPECIAL): the type allows either use.
 * @type {Record<string, string & ((...values: any[]) => string)>} */
export const WORDS = new Proxy(/** @type {Record<string | symbol, any>} */ (SPECIAL), {
  get(special, key) {
    if (typeof key !== "string" || key in special) return special[key];  // symbols: no words
    const id = messageId(key);
    const names = VALUES[key];
    return names ? (/** @type {unknown[]} */ ...values) => t(id, Object.fromEntries(names.map((n, i) => [n, values[i]]))) : t(id);
  },
});

/** The words of an engine's error reply (its `code` and `params`) in the page's language;
 * the English message when the catalogs do not know the code. A refused setting is named
 * by its label where the game has it (`bad_option`); the engine's English detail, which
 * these words leave out, goes to the console (WORDED_ALONE).
 * @param {unknown} caught  what a request rejected with: an EngineError, as any Error is */
export function errorText(caught) {
  const err = /** @type {import("../table/types.js").EngineError} */ (caught);
  if (!err.code || !hasMessage(`reason-${err.code}`)) return err.message;
  /** @type {Record<string, any>} */
  const params = { detail: err.message, ...err.params };  // a detail the engine left out: its message
  if (params.card) params.card = cardName(params.card);
  if (WORDED_ALONE.has(err.code)) console.info(`Refused (${err.code}): ${err.message}`);
  const label = `option-${params.game}-${params.option}`;
  if (err.code === "bad_option" && hasMessage(label)) params.option = t(label);
  return t(`reason-${err.code}`, params);
}

/** The codes whose words leave the engine's English detail out (it names fields and
 * values in a program's terms): the detail goes to the console, for whoever debugs. */
const WORDED_ALONE = new Set(["bad_option", "bad_request", "bad_save", "bad_link"]);

// --- games and their options (the engine's catalogue, worded by id) ----------------------

/** @param {Game} v */
export const gameTitle = (v) => t(`game-${v.id}`);
/** @param {Game} v */
export const gameSummary = (v) => t(`game-${v.id}`, {}, "summary");
/** @param {Game} v @param {GameOption} opt */
export const optionLabel = (v, opt) => t(`option-${v.id}-${opt.name}`);
/** @param {Game} v @param {GameOption} opt */
export const optionHelp = (v, opt) => t(`option-${v.id}-${opt.name}`, {}, "help");
/** @param {Game} v @param {GameOption} opt @param {unknown} value */
export const choiceLabel = (v, opt, value) => t(`choice-${v.id}-${opt.name}-${value}`);

// --- who is who ----------------------------------------------------------------------

/** Whether `view` is of someone who watches a live table: they play no position (the
 * table is drawn from the host's place, which is "South" to them, not "You").
 * @param {View} view */
export const watching = (view) => !view.controls.length;

/** A position as the subject of a sentence: its name, and which form of the verb it takes
 * (`self`: "you" for the player, "one" for another player or a dummy).
 * @param {View} view @param {number} pos @returns {Subject} */
function subject(view, pos) {
  const owner = view.controllers[pos];
  const place = view.controllers.findIndex((c, p) => c === owner && !view.dummies.includes(p));  // the owner's own seat
  const n = view.positions;
  const seen = COMPASS[n][(place - view.seat + n) % n];
  const key = seen === "you" && watching(view) ? "south" : seen;
  if (view.dummies.includes(pos)) return { who: t("position-dummy", { pos: key }), self: "one" };
  return { who: t("position", { pos: key }), self: key === "you" ? "you" : "one" };
}

/** Name of a position as the human sees it: seats clockwise from "You"; a dummy by its owner.
 * @param {View} view @param {number} pos */
export const positionName = (view, pos) => subject(view, pos).who;

/** A scoring side as a subject: a team where two players share it, otherwise the player.
 * @param {View} view @param {number} side @returns {Subject} */
function sideSubject(view, side) {
  const members = view.teams.flatMap((s, pos) => (s === side ? [pos] : []));
  const owners = new Set(members.map((p) => view.controllers[p]));
  if (owners.size > 1 && watching(view)) return together([...owners].map((owner) => subject(view, owner)));
  if (owners.size > 1) {
    return owners.has(view.seat) ? { who: t("side-team"), self: "team" } : { who: t("side-them"), self: "them" };
  }
  return subject(view, [...owners][0]);
}

/** @param {View} view @param {number} side */
export const sideName = (view, side) => sideSubject(view, side).who;

/** Several subjects as one: "West and East" (a verb in the plural). @param {Subject[]} subjects */
const together = (subjects) => (subjects.length === 1 ? subjects[0]
  : { who: listOf(subjects.map((s) => s.who)), self: "many" });

// --- what the engine says ----------------------------------------------------------

/** A sign for each side of a change: "+2 −1", or "0" for none. @param {number} p @param {number} n */
export const signed = (p, n) => [p ? `+${p}` : "", n ? `\u2212${n}` : ""].filter(Boolean).join(" ") || "0";

/** The words the engine chose, `[id, args]`, in the current language. Arguments are raw
 * values, worded by name: a `seat` (position) or `side` becomes its name ($who) and the
 * form it takes ($self), `sides` several as one, a `card` its name, `cards` a list of names, `order` the
 * ranks' corner letters, `contracts` a list of contracts' names, a `change` its signed points; true and false select "yes" and "no"; an argument that is itself words is worded,
 * a list of them joined. `extra`: arguments only the page knows (how many cards are picked).
 * @param {View} view @param {Say | null | undefined} say @param {Record<string, any>} [extra] @returns {string} */
export function said(view, say, extra = {}) {
  if (!say) return "";
  const [id, args] = say;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [name, value] of Object.entries({ ...args, ...extra })) {
    if (name === "seat") Object.assign(out, subject(view, value));
    else if (name === "side") Object.assign(out, sideSubject(view, value));
    else if (name === "sides") Object.assign(out, together(value.map((/** @type {number} */ side) => sideSubject(view, side))));
    else if (name === "card") out.card = cardName(value);
    else if (name === "cards") out.cards = listOf(value.map(cardName));
    else if (name === "order") out.order = value.map(rankLabel).join(" ");
    else if (name === "contracts") out.contracts = listOf(value.map((/** @type {string} */ c) => t("contract-name", { name: c })));
    else if (name === "change") out.change = signed(.../** @type {[number, number]} */ (value));
    else if (typeof value === "boolean") out[name] = yesNo(value);
    else if (Array.isArray(value) && Array.isArray(value[0])) out[name] = value.map((/** @type {Say} */ w) => said(view, w)).join(", ");
    else if (Array.isArray(value)) out[name] = said(view, /** @type {Say} */ (value));

    else out[name] = value;
  }
  return t(id, out);
}

/** The live region's words when the player is to decide: the prompt, then the cards they
 * may play (any of the hand, or which) or the decisions' names. @param {View} view */
export function turnSaid(view) {
  const prompt = said(view, view.prompt);
  const cards = view.legal.filter((a) => a.type === "play").map((a) => /** @type {string} */ (a.card));  // a card's play names it

  if (!cards.length) return t("turn-choose", { prompt, choices: listOf(view.legal_say.map((w) => said(view, w.label))) });
  if (view.turn === view.seat && cards.length === view.hand.length) return t("turn-any", { prompt });
  return t("turn-play", { prompt, n: cards.length, cards: listOf(cards.map(cardName)) });
}

// --- the seats and the facts beside the table ----------------------------------------

export const cardCount = (/** @type {number} */ n) => t("cards", { n });

/** @param {View} view @param {number} pos */
export const layoutLabel = (view, pos) => t("layout", { who: positionName(view, pos) });
export const multiplierText = (/** @type {number} */ m) => `×${m}`;
/** The deal result panel's words. */
export const result = {
  title: (/** @type {number} */ deal) => t("result-title", { deal: deal + 1 }),
  multiplier: (/** @type {number} */ m) => t("result-multiplier", { m }),
  draw: () => t("result-draw"),
};

// --- the end of the game -------------------------------------------------------------

/** @param {View} view  a view of a game over (it has a result) */
export function winnersText(view) {
  const bySide = new Map(/** @type {NonNullable<View["result"]>} */ (view.result).winners.map((s) => [view.teams[s], sideSubject(view, view.teams[s])]));
  if (!bySide.size) return t("winners-none");
  return t("winners", together([...bySide.values()]));
}

export const illegalLabel = (/** @type {string} */ code) => t("card-illegal", { card: cardName(code) });
export const selectLabel = (/** @type {string} */ code) => t("card-select", { card: cardName(code) });

/** The short mark on the card that wins a trick. @param {View} view @param {number} pos */
export const winsLabel = (view, pos) => t("wins", subject(view, pos));

// --- the deal log and the statistics (deallog.js, stats.js) --------------------------

/** A trick row's caption: who led, who won (once the trick is whole), its card points.
 * @param {View} view @param {{leader: number, winner: number | null, points: number | null}} row */
export function logCaption(view, row) {
  const parts = [t("log-led", subject(view, row.leader))];
  if (row.winner !== null) parts.push(t("log-won", subject(view, row.winner)));
  if (row.points !== null && row.winner !== null) parts.push(t("log-points", { n: row.points }));
  return parts.join(" · ");
}

/** @param {View} view @param {{deal: number, dealer: number}} deal */
export const logDealTitle = (view, deal) => t("log-deal", { deal: deal.deal + 1, ...subject(view, deal.dealer) });
export const logTrickNumber = (/** @type {number} */ n) => t("log-trick", { n });

/** An option set in words: each option that differs from its default, else "usual rules".
 * @param {Game | undefined} game @param {Record<string, unknown>} options */
export function optionSetText(game, options) {
  const changed = (game?.options || []).filter((o) => Object.hasOwn(options, o.name) && options[o.name] !== o.default);
  if (!changed.length) return t("stats-usual-rules");
  return changed.map((o) => {
    const value = options[o.name];
    const shown = o.kind === "bool" ? t("stats-yes-no", { answer: yesNo(value) })
      : o.kind === "choice" ? choiceLabel(/** @type {Game} */ (game), o, value) : value === null ? t("stats-no-limit") : String(value);
    return t("stats-option", { label: optionLabel(/** @type {Game} */ (game), o)
, value: shown });
  }).join(" · ");
}
