// Time per `hard` decision inside Pyodide (WebAssembly in V8, as in the page's worker),
// run by Node from the built site's runtime and wheels and this checkout's engine source.
//
//   python3 build.py build && node scripts/bench_bots_pyodide.mjs [deals] [iterations] [--tree DIR]
//
// Prints the same tables as scripts/bench_bots.py, so the two compare.  `--tree DIR`: the
// engine and bench_bots.py of another checkout (an earlier commit's, to compare with).
// Three seconds of playouts go first, untimed: V8 compiles WebAssembly in tiers, and the
// first game measured would otherwise run on the slower one.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(here, "dist");
const argv = process.argv.slice(2);
const treeAt = argv.indexOf("--tree");
const root = treeAt >= 0 ? argv.splice(treeAt, 2)[1] : here;
const runtime = readdirSync(dist).find((d) => d.startsWith("pyodide-"));
const { loadPyodide } = await import(pathToFileURL(join(dist, runtime, "pyodide.mjs")).href);
// The site's lock file names the engine's dependencies (pydantic and its own) under wheels/.
const lockDir = readdirSync(join(dist, "wheels")).find((d) => statSync(join(dist, "wheels", d, "pyodide-lock.json"), { throwIfNoEntry: false }));
const lock = JSON.parse(readFileSync(join(dist, "wheels", lockDir, "pyodide-lock.json"), "utf8"));
const pyodide = await loadPyodide({ indexURL: join(dist, runtime) + "/", lockFileContents: lock,
  packageBaseUrl: join(dist, "wheels") + "/" });
await pyodide.loadPackage(Object.keys(lock.packages).filter((name) => name !== "micropip"));

function copyTree(dir) {  // the engine as it is in this checkout, not the built wheel
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const target = "/home/pyodide/" + relative(join(root, "py"), path);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") { pyodide.FS.mkdirTree(target); copyTree(path); }
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile(target, readFileSync(path));
    }
  }
}
pyodide.FS.mkdirTree("/home/pyodide/tricktable");
copyTree(join(root, "py", "tricktable"));
pyodide.FS.writeFile("/home/pyodide/bench_bots.py", readFileSync(join(root, "scripts", "bench_bots.py")));
const [deals = "2", iterations = "0"] = argv;
pyodide.runPython(`
import sys
sys.argv = ["bench_bots.py", "--deals", "${deals}", "--seconds", "0.5"] + (["--iterations", "${iterations}"] if ${iterations} else [])
sys.path.insert(0, "/home/pyodide")
import bench_bots
bench_bots.playouts_per_second("manni", 0.75)  # the warm-up
bench_bots.main()
`);
