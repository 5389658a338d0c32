// @ts-check
// The talk beside a live table: quick phrases, said in each reader's own language, and
// words as typed (shown as text, never as markup).
import { t } from "../services/text.js";

/** An element of the page's markup by id (there: not null). @param {string} id */
const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** The quick phrases of the talk beside the table, said in each reader's own language. */
export const PHRASES = ["phrase-hello", "phrase-good-luck", "phrase-well-played", "phrase-thanks", "phrase-oops",
  "phrase-one-moment", "phrase-good-game"];

/** A line said at the table: a quick phrase in this reader's language, or the words as typed.
 * @param {{seat: number, name: string, text: string}} said */
export function addLine({ seat, name, text }) {
  const li = document.createElement("li");
  const who = document.createElement("strong");
  who.textContent = `${name}: `;
  li.dataset.seat = String(seat);
  li.append(who, PHRASES.includes(text) ? t(text) : text);
  $("talk-lines").append(li);
  while ($("talk-lines").children.length > 30) /** @type {ChildNode} */ ($("talk-lines").firstChild).remove();
}

/** The talk's form: a phrase chosen, or the words typed, sent with `say`. @param {(text: string) => void} say */
export function setupTalk(say) {
  const phrase = /** @type {HTMLSelectElement} */ ($("talk-phrase"));
  phrase.replaceChildren(new Option(t("live-phrases"), ""), ...PHRASES.map((id) => new Option(t(id), id)));
  const text = /** @type {HTMLInputElement} */ ($("talk-text"));
  $("talk-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const line = phrase.value || text.value.trim();
    if (!line) return;
    say(line);
    phrase.value = text.value = "";
  });
}
