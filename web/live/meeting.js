// @ts-check
// Meeting the other pages of a live table through the relays, again and again until it
// happens: a meeting the relays or WebRTC lost without a word is tried afresh, with no
// reload, and the page says what to try meanwhile.
import { t } from "../services/text.js";

/** How long a page looks for the table before it says what to try, and tries again. */
const MEET_MS = 15000;
/** The longest wait between two tries to meet. */
const RETRY_MOST_MS = 60000;
/** Keep meeting: while `alone()` (the page meets no one it needs), after MEET_MS say what
 * to try (`words()`, or that the relays cannot be reached) with `status`, and join the
 * room afresh; each try waits twice as long as the one before, up to RETRY_MOST_MS.
 * @param {import("./wire.js").Wire & {rejoin: () => Promise<void>}} wire
 * @param {() => boolean} alone @param {() => string} words @param {(text: string) => void} status
 * @param {() => boolean} reached  whether any relay can be reached (connect.js) */
export function keepMeeting(wire, alone, words, status, reached) {
  let wait = MEET_MS;
  let since = Date.now();
  const check = async () => {
    if (!alone()) {
      since = Date.now();
      wait = MEET_MS;
    } else if (Date.now() - since >= wait) {
      status(`${reached() ? words() : t("live-no-relay")} ${t("live-retrying")}`);
      await wire.rejoin();
      since = Date.now();
      wait = Math.min(2 * wait, RETRY_MOST_MS);
    }
    setTimeout(check, 1000);
  };
  setTimeout(check, 1000);
}
