// @ts-check
// The table's short sounds: a card played, a trick won, your turn, a deal over. The
// browser makes them (Web Audio) instead of fetching recordings: a few lines in place of
// four files to download and cache, and the same in every browser that plays. Browsers
// let a page make sound only after the player has touched it, so sounds start with the
// first tap or key; the mute switch is kept in the browser.
const KEY = "tricktable.sound";
/** @type {AudioContext | null} */
let context = null;

/** Whether the player last chose sounds on (the default). */
function remembered() {
  try {
    return localStorage.getItem(KEY) !== "off";
  } catch {
    return true;  // storage closed: sounds on, for this visit
  }
}

let muted = !remembered();

/** Whether sounds are on. */
export const soundOn = () => !muted;

/** Turn sounds on or off, and remember it (where storage allows). @param {boolean} on */
export function setSound(on) {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // not remembered: the switch still holds for this visit
  }
  if (!on && context) context.suspend();
  if (on && context) context.resume();
  muted = !on;
}

/** Open the audio at the player's first touch (before it, a browser keeps a page silent). */
export function listenForFirstTouch() {
  const open = () => {
    if (!context && "AudioContext" in window) context = new AudioContext();
    if (context && !muted) context.resume();
  };
  addEventListener("pointerdown", open, { once: true, capture: true });
  addEventListener("keydown", open, { once: true, capture: true });
}

/** A short burst of filtered noise: the snap of a card on the cloth.
 * @param {AudioContext} context @param {number} at @param {{freq: number, length: number, gain: number}} sound */
function snap(context, at, { freq, length, gain }) {
  const samples = Math.ceil(context.sampleRate * length);
  const buffer = context.createBuffer(1, samples, context.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples) ** 3;
  const source = context.createBufferSource();
  source.buffer = buffer;
  const filter = context.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = freq;
  const level = context.createGain();
  level.gain.value = gain;
  source.connect(filter).connect(level).connect(context.destination);
  source.start(at);
}

/** A soft bell tone rising or falling to `to`.
 * @param {AudioContext} context @param {number} at @param {{from: number, to: number, length: number, gain: number}} sound */
function tone(context, at, { from, to, length, gain }) {
  const osc = context.createOscillator();
  osc.type = "sine";
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + length);
  const level = context.createGain();
  level.gain.setValueAtTime(0.0001, at);
  level.gain.exponentialRampToValueAtTime(gain, at + 0.015);
  level.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(level).connect(context.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** @type {Record<"card" | "trick" | "turn" | "deal", (audio: AudioContext, t: number) => void>} */
const SOUNDS = {
  card: (a, t) => snap(a, t, { freq: 2400, length: 0.07, gain: 0.5 }),
  trick: (a, t) => {
    snap(a, t, { freq: 1200, length: 0.12, gain: 0.35 });
    snap(a, t + 0.06, { freq: 900, length: 0.14, gain: 0.3 });
  },
  turn: (a, t) => tone(a, t, { from: 660, to: 990, length: 0.18, gain: 0.12 }),
  deal: (a, t) => [523, 659, 784].forEach((f, i) => tone(a, t + i * 0.11, { from: f, to: f, length: 0.3, gain: 0.1 })),
};

/** Play one of the table's sounds (`card`, `trick`, `turn`, `deal`), if sounds are on
 * and the player has touched the page. @param {keyof typeof SOUNDS} name */
export function playSound(name) {
  if (muted || !context || context.state !== "running") return;
  SOUNDS[name](context, context.currentTime);
}
