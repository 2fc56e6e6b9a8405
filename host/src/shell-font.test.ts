import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fonts } from '@playhub/shared/theme';

// The painted shell (index.html) and the app (theme.fonts.body) draw text in one typeface: a shell in
// another font measured differently from the app that replaces it (issue 33, item 10).
const html = readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const faces = [...style.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '');
const prop = (block: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1]?.replace(/\s+/g, ' ').trim();
const unicodeRange = (block: string) =>
  (prop(block, 'unicode-range') ?? '').split(',').map((r) => r.trim().replace(/^U\+/i, ''));
const covers = (ranges: string[], ch: string) =>
  ranges.some((r) => {
    const [a = '', b = a] = r.split('-');
    const c = ch.codePointAt(0) ?? -1;
    return c >= parseInt(a, 16) && c <= parseInt(b, 16);
  });

describe('the site’s typeface', () => {
  test('the shell’s body font stack is the theme’s', () => {
    const body = /html,\s*body\s*{[^}]*font-family:\s*([^;]+);/.exec(style)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(body).toBe(fonts.body);
    expect(fonts.body.startsWith("Inter, 'Inter Fallback',")).toBe(true);
  });

  test('Inter’s faces carry every letter of English and Turkish and the lira sign, swapping in', () => {
    const inter = faces.filter((f) => prop(f, 'font-family') === 'Inter');
    expect(inter.length).toBeGreaterThan(0);
    for (const f of inter) {
      expect(prop(f, 'font-display')).toBe('swap');
      expect(prop(f, 'src')).toMatch(/require\('\.\/fonts\/inter-[a-z]+\.woff2'\) %>'\) format\('woff2'\)$/);
    }
    const ranges = inter.flatMap(unicodeRange);
    for (const ch of 'AZaz09çÇğĞıİöÖşŞüÜ₺€%’“”…–—') expect([ch, covers(ranges, ch)]).toEqual([ch, true]);
  });

  test('while Inter loads, a local face with its measures stands in', () => {
    const fallback = faces.find((f) => prop(f, 'font-family') === "'Inter Fallback'");
    expect(fallback).toBeDefined();
    expect(prop(fallback!, 'src')).toMatch(/^local\('Arial'\).*local\('Liberation Sans'\)/);
    for (const p of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override'])
      expect(prop(fallback!, p)).toMatch(/^\d+(\.\d+)?%$/);
  });

  test('the Latin face is preloaded; the files are small subsets', () => {
    expect(html).toMatch(
      /<link\s+rel="preload"\s+as="font"\s+type="font\/woff2"\s+href="<%= require\('\.\/fonts\/inter-latin\.woff2'\) %>"\s+crossorigin\s*\/>/,
    );
    expect(statSync(path.join(__dirname, 'fonts/inter-latin.woff2')).size).toBeLessThan(32 * 1024);
    expect(statSync(path.join(__dirname, 'fonts/inter-tr.woff2')).size).toBeLessThan(4 * 1024);
  });
});
