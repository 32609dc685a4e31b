// Opening a game whose seat holds the player's bot from the workshop (assets/js/your-bot.js):
// watched; past the load limit the easy bot takes the seat and the save keeps the player's bot.

import assert from "node:assert/strict";
import { test } from "node:test";

// python.js (its EngineOverrun) imports dom.js, which reads the page's URL and listens to it.
globalThis.location ??= { search: "", origin: "http://localhost", pathname: "/" };
globalThis.document ??= { addEventListener() {}, getElementById: () => null };
const { EngineOverrun } = await import("../../assets/js/python.js");
const { hasYourBot, openGame, seatsToKeep, withEasyBot } = await import("../../assets/js/your-bot.js");

const CODE = "TABLE = sum(range(10**13))\n";
const ASKED = [{ kind: "human", name: "Ana" }, { kind: "workshop", name: "Your bot", code: CODE }];
// The seats as the engine shows them once the easy bot stands in (Python names a seat given none).
const SHOWN = [{ kind: "human", name: "Ana" }, { kind: "bot", level: "easy", name: "Player 2" }];

test("only a seat of the player's bot makes a game one to watch", () => {
  assert.equal(hasYourBot(ASKED), true);
  assert.equal(hasYourBot(SHOWN), false);
  assert.equal(hasYourBot(null), false);
});

test("the easy bot takes each seat of the player's bot, the others stay as they are", () => {
  assert.deepEqual(withEasyBot(ASKED), [ASKED[0], { kind: "bot", level: "easy", name: null }]);
  assert.equal(withEasyBot(ASKED)[0], ASKED[0]);
});

test("the save keeps the player's bot with its code, and the table's other seats", () => {
  assert.deepEqual(seatsToKeep(ASKED, SHOWN), [SHOWN[0], ASKED[1]]);
  const unnamed = [ASKED[0], { kind: "workshop", name: null, code: CODE }];
  assert.equal(seatsToKeep(unnamed, SHOWN)[1].name, "Player 2", "a bot given no name has the table's");
});

test("a game without the player's bot is opened unwatched, with no seats to keep", async () => {
  const calls = [];
  const opened = await openGame(SHOWN, async (seats, how) => { calls.push(how); return { seats }; });
  assert.deepEqual(calls, [{}]);
  assert.equal(opened.keepSeats, undefined);
});

test("a bot that loads in time plays: the call was watched", async () => {
  const calls = [];
  const opened = await openGame(ASKED, async (seats, how) => { calls.push([seats, how]); return { seats, message: null }; });
  assert.equal(calls.length, 1);
  assert.equal(calls[0][0], ASKED);
  assert.ok(calls[0][1].limitMs > 5000, "past its load limit (5 s) and a grace period");
  assert.equal(opened.keepSeats, undefined);
  assert.equal(opened.snap.message, null);
});

test("past the limit the easy bot stands in, the page says why, the save keeps the bot", async () => {
  const asked = [];
  const open = async (seats, how) => {
    asked.push([seats, how]);
    if (how.limitMs) throw new EngineOverrun("load");
    return { seats: seats.map((s, i) => ({ ...s, name: s.name ?? `Player ${i + 1}` })), message: null };
  };
  const { snap, keepSeats } = await openGame(ASKED, open);
  assert.deepEqual(asked[1], [withEasyBot(ASKED), {}], "then unwatched, with the easy bot");
  assert.equal(snap.seats[1].kind, "bot");
  assert.match(snap.message, /^Your bot's file did not finish loading within 5 s: the easy bot plays in its seat\. The saved game keeps your bot/);
  assert.deepEqual(keepSeats, ASKED);
});

test("a rematch stands in by its own call: the new engine has no game to rematch", async () => {
  const standIns = [];
  const { snap } = await openGame(ASKED, async () => { throw new EngineOverrun("rematch"); },
    { standIn: async (easy) => { standIns.push(easy); return { seats: SHOWN }; } });
  assert.deepEqual(standIns, [withEasyBot(ASKED)]);
  assert.equal(snap.seats, SHOWN);
});

test("another refusal (a bot that raises at load) is thrown, with no stand-in", async () => {
  let stoodIn = false;
  await assert.rejects(openGame(ASKED, async () => { throw new Error("Your bot from the workshop cannot play: …"); },
    { standIn: async () => { stoodIn = true; } }), /cannot play/);
  assert.equal(stoodIn, false);
});

test("a game that exists already opens with the easy bot when Python refuses the bot's file", async () => {
  const refused = Object.assign(new Error("Your bot from the workshop cannot play: a syntax error."),
    { answer: { ok: false, error: "…", bot_cannot_load: 1 } });
  const calls = [];
  const open = async (seats, how) => {
    calls.push([seats, how]);
    if (calls.length === 1) throw refused;
    return { seats: SHOWN };
  };
  const { snap, keepSeats } = await openGame(ASKED, open, { ifRefused: true });
  assert.deepEqual(calls[1], [withEasyBot(ASKED), {}]);
  assert.match(snap.message, /^Your bot from the workshop cannot play: a syntax error\. The easy bot plays in its seat\. The saved game keeps your bot/);
  assert.deepEqual(keepSeats, ASKED);
  // a new game is refused instead: the player fixes their bot
  await assert.rejects(openGame(ASKED, async () => { throw refused; }), /cannot play/);
});
