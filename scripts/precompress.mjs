// Writes .br and .gz beside every compressible static file of a built site, so the server sends the
// smallest encoding (brotli 11, gzip 9) without compressing per request. composition.json is left
// alone: operators rewrite it at run time (`pnpm composition set`), and a stale copy must never win.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
const MUTABLE = new Set(['composition.json']);
const MIN_BYTES = 1024;

/** Precompresses `dir` recursively; files whose .br is already newer are skipped. Returns the count. */
export function precompress(dir) {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || MUTABLE.has(entry.name)) continue;
    const stat = statSync(file);
    if (stat.size < MIN_BYTES) continue;
    try {
      if (statSync(`${file}.br`).mtimeMs >= stat.mtimeMs) continue;
    } catch {
      /* not compressed yet */
    }
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    count++;
  }
  return count;
}
