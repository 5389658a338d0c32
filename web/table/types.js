// @ts-check
// The shapes the table works with, as JSDoc types for the type check (webbuild.jstests):
// what the engine sends (py/tricktable/page.py, bridge.py) and the table's UI state. No
// code: the build drops this module from the page's bundle.

/** Words the engine chose: a message id of the catalogs and its raw arguments.
 * @typedef {[string, Record<string, any>]} Say */

/** A legal action, as the engine names it (a card played, a bid, an exchange...).
 * @typedef {{type: string, card?: string, [field: string]: unknown}} Action */

/** A fact beside the table, worded by the game.

 * @typedef {{say: Say, cards?: string[], items?: Say[], as?: "line" | "list"}} Fact */

/** A side on the score strip.
 * @typedef {{side: number, total: number, tally: [number, number] | null}} StripSide */

/** A deal's row of the score sheet.
 * @typedef {{deal: number, contract: Say | null, declarer: number | null, multiplier: number,
 *   cells: {change: Say, total: number}[]}} SheetRow */

/** A deal's result panel: the contract line and a row of cells per side.
 * @typedef {{contract: Say | null, trump: string | null, by: Say | null, multiplier: number, draw: boolean,
 *   head: Say[], rows: (Say | number)[][]}} ResultPanel */

/** A trick of the deal log (deal_log.py): the cards as played, who led and won (once
 * whole), its card points (where the game counts them).
 * @typedef {{leader: number, cards: {seat: number, card: string}[], winner: number | null, points: number | null}} LogTrick */

/** A deal's log: its tricks and, between them, lines in the engine's words.
 * @typedef {{deal: number, dealer: number, entries: (LogTrick | {say: Say})[]}} DealLog */

/**
 * A seat's view for the page (page.py PageView): what the table draws; the engine
 * builds no other key (tests/test_page_view.py).
 * @typedef {object} View
 * @property {string} variant
 * @property {number} seat  the human's seat
 * @property {number} players
 * @property {number} positions  places at the table that play to a trick
 * @property {number} deal  from 0
 * @property {number | null} deals  how many the game runs, if fixed
 * @property {number | null} target
 * @property {boolean} over
 * @property {number | null} to_move
 * @property {number | null} turn
 * @property {Action[]} legal  the legal actions
 * @property {{label: Say, help: Say | null, pick?: {field: string, max: number, label: Say, help: Say}}[]} legal_say
 * @property {string[]} hand
 * @property {number[]} hand_counts
 * @property {number[]} controllers
 * @property {number[]} controls
 * @property {number[]} dummies
 * @property {number[]} teams
 * @property {{up: string | null, down: boolean}[][]} layouts
 * @property {{seat: number, card: string}[]} trick
 * @property {{leader: number, cards: string[], winner: number} | null} last_trick
 * @property {string | null} trump
 * @property {number} multiplier
 * @property {Say | null} prompt
 * @property {Say | null} standing_say
 * @property {Say | null} contract_say
 * @property {Say | null} end_say
 * @property {Fact[]} facts_say
 * @property {Say[][]} seats_say
 * @property {Say[][]} badges_say
 * @property {StripSide[]} strip
 * @property {SheetRow[]} sheet_say
 * @property {number} dealer
 * @property {DealLog | null} log  this deal's (none: a link's opening left it out)
 * @property {{scores: number[], winners: number[]} | null} result
 * @property {object | null} outcome  what the game counts for the statistics (outcome.py)
 * @property {boolean} [practice]  as a reply's flag, where a view carries it
 */

/** One moment of a reply: an event, its words, and the view after it (whole in a reply's
 * first frame, what changed in the others).
 * @typedef {{event: {type: string, [key: string]: any}, say: Say | null, aloud?: boolean,
 *   view: Partial<View> | null, moves: number, result?: ResultPanel}} Frame */

/**
 * The engine's reply to a request that plays (new_game, act, resume, play_link...).
 * @typedef {object} Reply
 * @property {Frame[]} frames
 * @property {View} view
 * @property {string} [save]  the engine's save, passed on unread
 * @property {number} [moves]  how many moves the save holds
 * @property {number[]} [deal_starts]  where each deal starts, in moves of the save
 * @property {GameConfig} config
 * @property {number} human_seat
 * @property {string} level
 * @property {boolean} undo
 * @property {boolean} [practice]
 * @property {boolean} [put_back]  an older copy of the game was put back, now or before: practice for that
 *   (not for Undo), as the statistics say
 * @property {boolean} [rolled_back]  a resume's: the save held fewer moves than this browser had kept of
 *   the game (an older copy put back), so the game is practice from now on (services/marks.js)
 * @property {ChallengeWord | null} [challenge]  the challenge in play
 */

/** The engine's word on the challenge in play (a reply's `challenge`): its public part, its
 * link's `code` and whether it is played through; an opening, or a record's view, has only
 * some of it until the engine's reply.
 * @typedef {{id?: string, variant?: string, deals?: number | null, level?: string, players: string[],
 *   daily?: string | null, code?: string, done: boolean, [key: string]: any}} ChallengeWord */

/** A game's settings: its variant, its seed (sealed by the engine, or a number from an
 * earlier version) and its options.
 * @typedef {{variant: string, seed: string | number, options: Record<string, unknown>}} GameConfig */

/**
 * A game's record, as the table stores it after every reply (keeper.js) and reads it back
 * (record.js checkRecord): the engine's part (save, seat, level) and the page's.
 * @typedef {object} GameRecord
 * @property {string | null} id  its save slot (none before the game has one)
 * @property {string} save
 * @property {number} human_seat
 * @property {string} level
 * @property {boolean} undo
 * @property {boolean} practice
 * @property {string} variant
 * @property {number} updated
 * @property {number} deal
 * @property {boolean} over
 * @property {number[] | null} [dealStarts]
 * @property {View} [view]
 * @property {GameConfig} [config]
 * @property {{result: import("./state.js").UIState["result"], view: View | null}} [pending]  a deal's result on
 *   show, and the view it shows
 * @property {Action} [decision]  sent, unanswered
 * @property {string} [source]  an embed's parameters
 * @property {string} [challenge]  the link of the challenge it plays
 */

/** What a game resumes from: a stored record, or a link's deal (the engine's part alone, the
 * page's coming with the engine's reply).
 * @typedef {Partial<GameRecord> & {id: string, save: string, human_seat: number, level: string}} ResumeRecord */

/** A record read back from storage: in its own slot.
 * @typedef {GameRecord & {id: string}} StoredRecord */

/** A short link's header, checked as one that carries an opening (linkopening.js
 * readOpening): its kind `k` ("g" a game, "c" a challenge), variant `v`, sealed seed `s`,
 * options `o`, seat, level `l`, language, deals `d` and players `p` of a challenge, the
 * parts its opening `w` left out (`cut`).
 * @typedef {{k: "g" | "c", v: string, s: string, o: Record<string, unknown>, seat: number, l: string,
 *   lang?: string, d?: number | null, p?: [string, ...unknown[]][], cut?: string[], w: View}} LinkHeader */

/** A deal replayed for its review, one step per action (review_records.py ReviewStep).
 * @typedef {{move: number | null, position: number | null, action: Action | null, say: Say | null, hands: string[][],
 *   stock: string[], trick: {seat: number, card: string}[], winner: number | null, decision: boolean}} ReviewStep */

/** `review` without a decision: the deal's open replay and the seat's decisions (ReviewOutline).
 * @typedef {{variant: string, seat: number, facts: Partial<View>, deal: number, scoring: string, unit: string,
 *   thresholds: {inaccuracy: number, mistake: number}, positions: number, steps: ReviewStep[], decisions: number[],
 *   result: object}} ReviewOutline */

/** `review` with a decision: what the search found (Judgement).
 * @typedef {{move: number, chosen: Action, chosen_say: Say, best: Action, best_say: Say,
 *   values: {action: Action, say: Say, value: number}[], cost: number, verdict: string, forced: boolean}} Judgement */

/** What the table's buttons do (controller.js gives them, render.js binds them).
 * @typedef {object} Handlers
 * @property {(action: Action) => void} act
 * @property {() => void} hint
 * @property {() => void} undo
 * @property {() => void} next
 * @property {(() => void) | null} playAgain  none: no such button
 * @property {() => void} newGame
 * @property {(tab: string) => void} logTab
 * @property {(() => void) | null} review  none: no review offered
 */

/** An option of a game, as the engine's catalogue describes it (catalogue.py describe_option).
 * @typedef {{name: string, key: string, kind: "bool" | "choice" | "number", label: string, help: string,
 *   default: string | number | boolean | null, nullable: boolean, min?: number, max?: number,
 *   choices?: {value: string, label: string}[]}} GameOption */

/** A game of the engine's catalogue (catalogue.py describe; catalogue.json). Where only its
 * words are wanted, the id alone will do.
 * @typedef {{id: string, title?: string, summary?: string, players?: number, positions?: number,
 *   options?: GameOption[]}} Game */

/** A game as the catalogue describes it whole: its words, facts and options.
 * @typedef {Game & {title: string, summary: string, players: number, positions: number, controllers: number[],
 *   teams: number[], dummies: number[], options: GameOption[]}} Described */

/** An engine's error reply as the transports reject with it (an Error carrying its fields).
 * @typedef {Error & {kind?: string, code?: string, params?: Record<string, any>}} EngineError */

export {};
