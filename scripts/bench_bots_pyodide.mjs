// Time per `hard` decision inside Pyodide (WebAssembly in V8, as in the page's worker),
// run by Node from the built site's runtime and wheels and this checkout's engine source.
//
//   python3 build.py build && node scripts/bench_bots_pyodide.mjs [deals] [iterations] [--games a,b] [--parts rates]
//   node scripts/bench_bots_pyodide.mjs --before DIR [--rounds N] [--games a,b]
//
// Prints the same tables as scripts/bench_bots.py, so the two compare; three seconds of
// playouts go first, untimed (V8 compiles WebAssembly in tiers: the first game measured
// would run on the slower one).  With --before, scripts/bench_playouts_vs.py's
// comparison instead, DIR holding the earlier engine as `tricktable_before` (that script
// unpacks it and runs this).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const runtime = readdirSync(dist).find((d) => d.startsWith("pyodide-"));
const { loadPyodide } = await import(pathToFileURL(join(dist, runtime, "pyodide.mjs")).href);
// The site's lock file names the engine's dependencies (pydantic and its own) under wheels/.
const lockDir = readdirSync(join(dist, "wheels")).find((d) => statSync(join(dist, "wheels", d, "pyodide-lock.json"), { throwIfNoEntry: false }));
const lock = JSON.parse(readFileSync(join(dist, "wheels", lockDir, "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({ indexURL: join(dist, runtime) + "/", lockFileContents: lock,
  packageBaseUrl: join(dist, "wheels") + "/" });
await pyodide.loadPackage(Object.keys(lock.packages).filter((name) => name !== "micropip"));

function copyTree(dir, dest) {  // an engine's source (this checkout's, not the built wheel)
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const target = dest + "/" + name;
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") { pyodide.FS.mkdirTree(target); copyTree(path, target); }
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(target, readFileSync(path));
    }
  }
}
pyodide.FS.mkdirTree("/home/pyodide/tricktable");
copyTree(join(root, "py", "tricktable"), "/home/pyodide/tricktable");
pyodide.FS.writeFile("/home/pyodide/bench_bots.py", readFileSync(join(root, "scripts", "bench_bots.py")));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const before = option("--before", null);
if (before) {
  pyodide.FS.mkdirTree("/home/pyodide/tricktable_before");
  copyTree(before, "/home/pyodide/tricktable_before");
  pyodide.FS.writeFile("/home/pyodide/bench_playouts_vs.py", readFileSync(join(root, "scripts", "bench_playouts_vs.py")));
  pyodide.runPython(`
import sys, time
sys.path.insert(0, "/home/pyodide")
import bench_playouts_vs
bench_playouts_vs.measure(${Number(option("--rounds", "100"))}, "${option("--games", "")}" or bench_playouts_vs.GAMES, time.perf_counter, 3.0)
`);
} else {
  const options = args.findIndex((a) => a.startsWith("--"));
  const [deals = "2", iterations = "0"] = options < 0 ? args : args.slice(0, options);
  const passed = options < 0 ? [] : args.slice(options);  // --games, --parts: as bench_bots.py's
  pyodide.runPython(`
import sys
sys.argv = ["bench_bots.py", "--deals", "${deals}", "--seconds", "0.5"] + (["--iterations", "${iterations}"] if ${iterations} else []) + ${JSON.stringify(passed)}
sys.path.insert(0, "/home/pyodide")
import bench_bots
bench_bots.playouts_per_second("manni", 0.75)  # the warm-up
bench_bots.main()
`);
}
