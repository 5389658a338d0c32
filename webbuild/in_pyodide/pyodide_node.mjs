// Run a Python script inside the pinned Pyodide under Node, so that build steps which
// depend on the browser's Python (bytecode for CPython 3.14, the modules it imports)
// use exactly that Python.
//
//   node webbuild/in_pyodide/pyodide_node.mjs --runtime DIR [--stdlib ZIP]
//        [--lock LOCK.json [--package-base DIR]] [--engine WHEEL] [--mount HOSTDIR:/path]...
//        [--env NAME=VALUE]... SCRIPT.py [ARGS...]
//
// --stdlib replaces the runtime's standard library (to check a trimmed one); --lock names
// a Pyodide lock file whose wheels (in --package-base, or beside it) are all loaded while
// the runtime starts, and --engine a wheel then unpacked by loadPackage, both as the
// worker does; each --mount makes a host directory visible to Python, and each --env sets
// an environment variable before Python starts (as its start-up options read them).  The
// exit status is the script's.
import path from "node:path";
import { readFileSync } from "node:fs";

function parse(argv) {
  const opts = { mounts: [], env: {} };
  while (argv.length && argv[0].startsWith("--")) {
    const flag = argv.shift();
    const value = argv.shift();
    if (flag === "--runtime") opts.runtime = path.resolve(value);
    else if (flag === "--stdlib") opts.stdlib = path.resolve(value);
    else if (flag === "--lock") opts.lock = path.resolve(value);
    else if (flag === "--package-base") opts.packageBase = path.resolve(value);
    else if (flag === "--engine") opts.engine = path.resolve(value);
    else if (flag === "--mount") opts.mounts.push(value.split(/:(?=\/)/));
    else if (flag === "--env") {
      const [name, ...rest] = value.split("=");
      opts.env[name] = rest.join("=");
    }
    else throw new Error(`unknown option ${flag}`);
  }
  if (!opts.runtime || !argv.length) throw new Error("usage: --runtime DIR [...] SCRIPT.py [ARGS...]");
  return { ...opts, script: path.resolve(argv[0]), args: argv.slice(1) };
}

/** loadPyodide's options for a lock file and the folder its wheels' names start from. */
function packages(lockFile, base) {
  const lock = JSON.parse(readFileSync(lockFile, "utf8"));
  return { lockFileContents: lock, packageBaseUrl: base + "/", packages: Object.keys(lock.packages) };
}

const opts = parse(process.argv.slice(2));
const { loadPyodide } = await import(path.join(opts.runtime, "pyodide.mjs"));
const pyodide = await loadPyodide({
  indexURL: opts.runtime + "/",
  ...(opts.stdlib ? { stdLibURL: opts.stdlib } : {}),
  ...(opts.lock ? packages(opts.lock, opts.packageBase || path.dirname(opts.lock)) : {}),
  env: opts.env,
  stdout: (line) => console.log(line),
  stderr: (line) => console.error(line),
});
for (const [host, target] of opts.mounts) pyodide.mountNodeFS(target, path.resolve(host));
if (opts.engine) await pyodide.loadPackage(opts.engine, { messageCallback: () => {} });
pyodide.globals.set("__script_args__", pyodide.toPy([opts.script, ...opts.args]));
pyodide.globals.set("__script_source__", readFileSync(opts.script, "utf8"));
const status = pyodide.runPython(`
import sys
sys.argv = list(__script_args__)
try:
    exec(compile(__script_source__, sys.argv[0], "exec"), {"__name__": "__main__"})
    status = 0
except SystemExit as exit:
    status = exit.code if isinstance(exit.code, int) else (0 if exit.code is None else 1)
    if not isinstance(exit.code, (int, type(None))):
        print(exit.code, file=sys.stderr)
status
`);
process.exit(status);
