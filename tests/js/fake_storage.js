// A browser's localStorage for the challenge tests: its items are its own keys, as
// Object.keys lists them (web/challenge/filed.js walks them so).
export function fakeStorage() {
  const items = {};
  Object.defineProperties(items, {
    getItem: { value: (key) => (Object.hasOwn(items, key) ? items[key] : null) },
    setItem: { value: (key, value) => { items[key] = String(value); } },
    removeItem: { value: (key) => { delete items[key]; } },
  });
  return items;
}
