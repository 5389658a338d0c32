// @ts-check
// How many moves of each game this browser has kept, kept apart from the saves (issue 49,
// finding 3): the saves are in localStorage, these marks in IndexedDB. A save copied aside
// and put back later holds fewer moves than its game's mark; the engine, told the mark on
// resuming (`seen`), then makes the game practice and says so. With no server this only
// makes a rollback cost more: storage cleared whole (or this database alone) forgets the
// marks, as README says.
//
// What an innocent disagreement does:
// - no mark (IndexedDB cleared, closed to the page, another browser's copy): nothing to
//   compare; the game is marked again from its next save on;
// - the browser refused a save (storage full): the mark is raised only once a save was
//   stored, so it never runs ahead of the save kept;
// - the page closed between the save and its mark: the mark is lower than the save, which
//   is no rollback;
// - two tabs: only the tab that plays a game stores it (tabs.js), and a mark is only ever
//   raised, in one transaction, so a slower tab never lowers it;
// - a move taken back: the save holds fewer moves, and the game is practice already.

/** Where the marks are kept: `highest(id)` (null: none kept) and `note(id, moves)`, which
 * keeps the higher of the two.
 * @typedef {{highest: (id: string) => Promise<number | null>, note: (id: string, moves: number) => Promise<void>}} Marks */

/** Marks in memory (tests; a page without IndexedDB keeps none).
 * @returns {Marks} */
export function memoryMarks() {
  /** @type {Map<string, number>} */
  const kept = new Map();
  return {
    highest: async (id) => kept.get(id) ?? null,
    note: async (id, moves) => {
      kept.set(id, Math.max(kept.get(id) ?? 0, moves));
    },
  };
}

const DB = "tricktable-marks";
const STORE = "moves";

/** Marks in this origin's IndexedDB; where it is missing or refused, none are kept (every
 * `highest` is null: no game is marked for want of them).
 * @returns {Marks} */
export function storedMarks() {
  /** @type {Promise<IDBDatabase | null> | null} */
  let opened = null;
  const db = () => {
    opened ??= new Promise((resolve) => {
      try {
        const request = indexedDB.open(DB, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
        request.onblocked = () => resolve(null);
      } catch {
        resolve(null);  // no IndexedDB, or closed to this page (a frame of another site)
      }
    });
    return opened;
  };
  /** Run `work` on the store in one transaction; its result, or null if anything failed.
   * @template T @param {IDBTransactionMode} mode @param {(store: IDBObjectStore, done: (value: T) => void) => void} work
   * @returns {Promise<T | null>} */
  const run = async (mode, work) => {
    const base = await db();
    if (!base) return null;
    return new Promise((resolve) => {
      try {
        const tx = base.transaction(STORE, mode);
        /** @type {T | null} */
        let value = null;
        work(tx.objectStore(STORE), (v) => { value = v; });
        tx.oncomplete = () => resolve(value);
        tx.onerror = tx.onabort = () => resolve(null);
      } catch {
        resolve(null);  // the database deleted meanwhile
      }
    });
  };
  return {
    highest: (id) => run("readonly", (store, done) => {
      const get = store.get(id);
      get.onsuccess = () => done(Number.isSafeInteger(get.result) && get.result >= 0 ? get.result : null);
    }),
    note: async (id, moves) => {
      await run("readwrite", (store, done) => {
        const get = store.get(id);
        get.onsuccess = () => {
          if (!(Number.isSafeInteger(get.result) && get.result >= moves)) store.put(moves, id);
          done(true);
        };
      });
    },
  };
}
