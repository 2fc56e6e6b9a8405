import { existsSync } from 'node:fs';
import { devices } from '@playwright/test';

/**
 * Debian's Chromium (Playwright cannot download its own browser here): ../shared/notes/toolchain.md.
 * The suites run its headless shell (package chromium-headless-shell, the browser Playwright's own
 * download uses for headless runs): the full browser in headless mode spent about 45 % more CPU on
 * the same tests (a browser process and a GPU process compositing frames), and CPU is what the CI
 * machine runs out of. `CHROMIUM_PATH` picks another browser; the benchmarks use the full one.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No `--disable-features` here: Chrome keeps only the last one, so it would silently replace the
    // list Playwright passes (PaintHolding, HttpsUpgrades, OptimizationHints…). The pages a test
    // edits are allowed to reach the loopback servers with a permission instead (support/bootstrap.ts).
  ],
};

/**
 * What a failed test keeps: its trace (every action with its call log and timing, the pages'
 * console and network, the sources), a screenshot of the end and Playwright's error context (the
 * page's accessibility tree at the failure). Recorded for every test and dropped when it passes, so
 * the trace keeps no per-action pictures: the screencast (a JPEG per frame) cost a third of the
 * suite's CPU, and the DOM snapshot before and after every action another 8–19 % of a spec's
 * (measured on the axe, wallet and sideways-scroll specs).
 */
export const failureEvidence = {
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
  screenshot: 'only-on-failure',
} as const;

/**
 * Every browser test registers, logs in and asks for codes from 127.0.0.1: the API's production
 * limits (docs/security.md, "Accounts and throttling": e.g. 20 registrations per IP and hour,
 * growing delays after a few failed logins) would throttle the suites. Set for every API the suites
 * start (they inherit it).
 */
export function relaxLoginLimits(): void {
  process.env.LOGIN_LIMIT_PER_IP ??= '100000';
  process.env.LOGIN_LIMIT_PER_USER ??= '10000';
  process.env.LOGIN_LIMIT_PER_CLIENT ??= '10000';
  process.env.REGISTER_LIMIT_PER_IP ??= '100000';
  process.env.CODE_LIMIT_PER_IP ??= '100000';
  process.env.CODE_CHECK_LIMIT_PER_IP ??= '100000';
  process.env.CALLME_LIMIT_PER_IP ??= '100000';
}

/**
 * A browser state in which this device already answered the consent question (rejected), so the
 * fixed consent banner never covers what the other suites click; the consent spec clears it.
 */
export function consentAnswered(origin: string) {
  const record = { version: 1, choice: 'rejected', at: '2026-01-01T00:00:00.000Z' };
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'playhub:consent', value: JSON.stringify(record) }] }],
  };
}

/**
 * The `use` of a suite that drives one desktop Chrome in English against one server (the topology's
 * gateway, the conformance or compat API): the failure evidence, the browser and the answered consent.
 */
export function desktopUse(baseURL: string) {
  return {
    baseURL,
    ...failureEvidence,
    locale: 'en-US',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    launchOptions,
    storageState: consentAnswered(baseURL),
  };
}
