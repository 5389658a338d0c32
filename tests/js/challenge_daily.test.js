// The deal of the day's attempts as this browser keeps them (web/challenge/filed.js): counted
// when dealt, in two places, so that playing it again is a later attempt whatever was
// cleared or renamed, and the first attempt's result is the one for the record (issue 41,
// finding 7).
import assert from "node:assert/strict";
import { beforeEach, test } from "node:test";
import { attempts, countAttempt, dailyState, file, keepName, today } from "../challenge/filed.js";
import { fakeStorage } from "./fake_storage.js";

const info = (date = today()) => ({ id: "c0ffee", variant: "manille", deals: 1, players: [], daily: date });

beforeEach(() => { globalThis.localStorage = fakeStorage(); });

test("an attempt counts when it is dealt: a second game of the day is attempt 2, the same game stays 1", () => {
  assert.deepEqual(dailyState("manille"), { dealt: 0, record: null });
  assert.equal(countAttempt(info(), "code", "game-a"), 1);
  assert.equal(countAttempt(info(), "code", "game-a"), 1, "each reply of the same game");
  assert.deepEqual(dailyState("manille"), { dealt: 1, record: null }, "dealt, not played through: no record yet");
  assert.equal(countAttempt(info(), "code", "game-b"), 2, "dealt again mid-deal, or in a second tab");
});

test("either place cleared, the other still counts the first attempt", () => {
  for (const cleared of ["tricktable.daily.manille", "tricktable.challenge.c0ffee"]) {
    globalThis.localStorage = fakeStorage();
    countAttempt(info(), "code", "game-a");
    localStorage.removeItem(cleared);
    assert.equal(countAttempt(info(), "code", "game-b"), 2, cleared);
    assert.deepEqual(attempts("manille", today()), ["game-a", "game-b"]);
  }
});

test("the first attempt's result is the record, whatever name is kept now", () => {
  keepName("Dagný");
  countAttempt(info(), "code", "game-a");
  file({ ...info(), players: ["Dagný"] }, "code-with-result", "Dagný");
  keepName("Someone else");
  const { dealt, record } = dailyState("manille");
  assert.equal(dealt, 1);
  assert.equal(record?.code, "code-with-result");
  file({ ...info(), players: ["Dagný", "Björn"] }, "reply");  // a reply opened later keeps who played
  assert.equal(dailyState("manille").record?.me, "Dagný");
});

test("another day's attempts do not count today", () => {
  countAttempt(info("2000-01-01"), "code", "game-a");
  assert.deepEqual(dailyState("manille"), { dealt: 0, record: null });
  assert.equal(countAttempt(info(), "code", "game-b"), 1);
});
