// The site's typeface (issue 33, item 10): Inter, self-hosted, cut from the pinned
// @fontsource-variable/inter files to what the site writes — Latin, the Turkish letters and the
// lira sign — at the weights it uses (400–700 of the variable axis). Writes host/src/fonts/*.woff2,
// which host/src/index.html declares and preloads; run again after bumping the package:
//   node scripts/fonts.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'host', 'package.json'));
const subsetFont = require('subset-font');
const files = path.join(path.dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');

/** Code points as text, from `U+XXXX` or `U+XXXX-YYYY` ranges (the @font-face unicode-range). */
const chars = (ranges) =>
  ranges
    .split(',')
    .flatMap((r) => {
      const [a, b = a] = r.trim().replace(/^U\+/i, '').split('-');
      const from = parseInt(a, 16);
      return Array.from({ length: parseInt(b, 16) - from + 1 }, (_, i) => String.fromCodePoint(from + i));
    })
    .join('');

/** The two faces and the characters each carries: keep in step with host/src/index.html. */
export const faces = [
  {
    out: 'inter-latin.woff2',
    from: 'inter-latin-wght-normal.woff2',
    range:
      'U+0020-007E,U+00A0-00FF,U+0131,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212',
  },
  // Turkish letters outside Latin-1 (ğ Ğ İ ş Ş; ı is in the Latin face) and the lira sign.
  {
    out: 'inter-tr.woff2',
    from: 'inter-latin-ext-wght-normal.woff2',
    range: 'U+011E-011F,U+0130,U+015E-015F,U+20BA',
  },
];

for (const face of faces) {
  const source = await readFile(path.join(files, face.from));
  const cut = await subsetFont(source, chars(face.range), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  });
  await writeFile(path.join(root, 'host', 'src', 'fonts', face.out), cut);
  console.log(`${face.out}: ${cut.length} bytes (${face.range})`);
}
