// Brotli (quality 11) and gzip (level 9) copies of files, for webbuild.compress.precompress().
//   node webbuild/precompress.mjs SOURCE DEST_BASE [SOURCE DEST_BASE]...
// writes DEST_BASE.br and DEST_BASE.gz for each SOURCE.  Node's zlib has both, so the
// build needs no compression package of its own.
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 2) {
  const data = readFileSync(args[i]);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  };
  writeFileSync(`${args[i + 1]}.br`, brotliCompressSync(data, { params }));
  writeFileSync(`${args[i + 1]}.gz`, gzipSync(data, { level: 9 }));
}
