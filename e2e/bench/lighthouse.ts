import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Lighthouse mobile (simulated) figures of one page. */
export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse figures of `url`: the median of each figure over `runs` runs (simulated throttling
 * scales the observed CPU time, so one run on a shared machine swings by several points).
 */
export async function lighthouse(url: string, runs = 5): Promise<LighthouseFigures & { runs: number }> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) results.push(await withRetries(() => lighthouseOnce(url)));
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    runs,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is run again, twice at most. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`lighthouse: run failed (${String(error).slice(0, 120)}), running it again`);
    }
  }
}

/** Runs npm `lighthouse` (mobile preset, performance only) against Debian's Chromium. */
async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'playhub-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${chromeFlags}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
        cwd: join(import.meta.dirname, '..'),
      },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (report.runtimeError) throw new Error(report.runtimeError.message ?? report.runtimeError.code);
    const audit = (id: string) => report.audits[id]?.numericValue as number;
    return {
      score: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
