// The page's code by size: each module's lines and its longest function (lines, name),
// parsed with TypeScript's compiler (vendored at build: .cache/npm/typescript-*). Prints
// the largest modules and functions; `--all` lists every function over 40 lines.
//   node scripts/js_sizes.mjs [web-folder]
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const tsDir = readdirSync(join(root, ".cache/npm")).find((d) => d.startsWith("typescript-"));
const ts = createRequire(import.meta.url)(join(root, ".cache/npm", tsDir, "lib/typescript.js"));
const web = process.argv.find((a, i) => i > 1 && !a.startsWith("--")) || join(root, "web");

const files = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  if (name === "vendor" || name === "openings" || name === "locales") return [];
  return statSync(path).isDirectory() ? files(path) : name.endsWith(".js") ? [path] : [];
});

const functions = [];
const modules = [];
for (const path of files(web)) {
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  modules.push({ path: relative(web, path), lines: text.split("\n").length - 1 });
  const visit = (node) => {
    if (ts.isFunctionLike(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : "(anonymous)");
      functions.push({ path: relative(web, path), name, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
modules.sort((a, b) => b.lines - a.lines);
functions.sort((a, b) => b.lines - a.lines);
console.log(`modules: ${modules.length}, ${modules.reduce((n, m) => n + m.lines, 0)} lines`);
for (const m of modules.slice(0, 5)) console.log(`  ${String(m.lines).padStart(5)}  ${m.path}`);
const shown = process.argv.includes("--all") ? functions.filter((f) => f.lines > 40) : functions.slice(0, 8);
console.log("longest functions:");
for (const f of shown) console.log(`  ${String(f.lines).padStart(5)}  ${f.path}: ${f.name}`);
