/** Debian's Chromium (Playwright cannot download its own browser here): ../shared/notes/toolchain.md. */
export const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Every browser test logs in from 127.0.0.1: the API's production login limits (10 per minute per IP
 * and per user) would throttle the suites. Set for every API the suites start (they inherit it).
 */
export function relaxLoginLimits(): void {
  process.env.LOGIN_LIMIT_PER_IP ??= '100000';
  process.env.LOGIN_LIMIT_PER_USER ??= '10000';
}
