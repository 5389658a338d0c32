// The worker's start, step by step, in CPU time (this process's user + system, not the
// wall clock, which a shared machine makes noisy), inside the pinned Pyodide under Node.
//
//   node scripts/measure_start.mjs --runtime DIR --stdlib ZIP --lock LOCK.json --engine WHEEL
//        [--variant manni] [--json]
//
// The steps are those of web/worker.js: boot the runtime on the trimmed library, load the
// lock's wheels, import micropip, install the engine with it, import the bridge, then the
// page's first requests (hello, new_game, one act).  Run by scripts/measure_start.py.
import path from "node:path";
import { readFileSync } from "node:fs";

function parse(argv) {
  const opts = { variant: "manni", json: false };
  while (argv.length) {
    const flag = argv.shift();
    if (flag === "--json") { opts.json = true; continue; }
    const value = argv.shift();
    if (flag === "--runtime") opts.runtime = path.resolve(value);
    else if (flag === "--stdlib") opts.stdlib = path.resolve(value);
    else if (flag === "--lock") opts.lock = path.resolve(value);
    else if (flag === "--engine") opts.engine = path.resolve(value);
    else if (flag === "--variant") opts.variant = value;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!opts.runtime || !opts.stdlib || !opts.lock || !opts.engine) {
    throw new Error("usage: --runtime DIR --stdlib ZIP --lock LOCK.json --engine WHEEL");
  }
  return opts;
}

const opts = parse(process.argv.slice(2));
const steps = [];
let mark = process.cpuUsage();
/** Record the CPU seconds since the previous step under `name`. */
function step(name) {
  const used = process.cpuUsage(mark);
  steps.push([name, (used.user + used.system) / 1e6]);
  mark = process.cpuUsage();
}

const lock = JSON.parse(readFileSync(opts.lock, "utf8"));
const { loadPyodide } = await import(path.join(opts.runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: opts.runtime + "/", stdLibURL: opts.stdlib,
  lockFileContents: lock, packageBaseUrl: path.dirname(opts.lock) + "/",
});
step("runtime");
await pyodide.loadPackage(Object.keys(lock.packages), { messageCallback: () => {} });
step("packages");
const micropip = pyodide.pyimport("micropip");
step("import micropip");
pyodide.mountNodeFS("/engine", path.dirname(opts.engine));
// Its dependencies are the lock's, loaded above: `deps: false`, as web/worker.js does (resolving
// them would read metadata through a module the trimmed library leaves out).
await micropip.install.callKwargs(`emfs:/engine/${path.basename(opts.engine)}`, { deps: false });
step("install engine");
const handle = pyodide.pyimport("tricktable.session.bridge").handle;
step("import bridge");
const call = (method, params = {}) => {
  const reply = JSON.parse(handle(JSON.stringify({ id: 1, method, params })));
  if (reply.error) throw new Error(`${method}: ${reply.error.message}`);
  return reply.result;
};
call("hello");
step("hello");
const game = call("new_game", { variant: opts.variant, seed: 1, human_seat: 0 });
step("new_game");
call("act", { action: game.view.legal[0] });
step("act");

const total = steps.reduce((sum, [, s]) => sum + s, 0);
if (opts.json) {
  console.log(JSON.stringify(Object.fromEntries([...steps, ["total", total]])));
} else {
  for (const [name, s] of [...steps, ["total", total]]) console.log(`${name.padEnd(16)} ${s.toFixed(3)} s`);
}
process.exit(0);
