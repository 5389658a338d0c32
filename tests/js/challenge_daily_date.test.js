// The deal of the day's date (web/challenge/filed.js): the player's own calendar day, which
// the engine deals within the dates some time zone has now (challenge.daily_dates; issue 49,
// finding 6). Before, the page asked for the date in UTC: its day turned at the player's
// UTC midnight, and the engine's window of a day either side served no time zone.
import assert from "node:assert/strict";
import { afterEach, test } from "node:test";
import { today } from "../challenge/filed.js";

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

test("today is the date on the player's own calendar, not in UTC", (t) => {
  t.mock.timers.enable({ apis: ["Date"], now: Date.parse("2026-11-28T11:00:00Z") });
  for (const [tz, date] of [["Pacific/Kiritimati", "2026-11-29"], ["Etc/GMT+12", "2026-11-27"], ["UTC", "2026-11-28"],
    ["Atlantic/Reykjavik", "2026-11-28"]]) {
    process.env.TZ = tz;
    assert.equal(today(), date, tz);
  }
});
