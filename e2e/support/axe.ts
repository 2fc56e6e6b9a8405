import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);

/** One axe violation, trimmed to what a failure message needs. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected from the axe-core package: @axe-core/playwright declares
 * Node ≥ 22) and returns the serious and critical violations, scoped to `include` when given.
 */
export async function seriousViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated through the browser's debugging protocol, not as a <script>: the site's CSP (a
    // per-response nonce) rightly refuses an injected script tag, and the test must not weaken it.
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  }
  return page.evaluate(async (scope) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(scope ? { include: [scope] } : document, {
      resultTypes: ['violations'],
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
  }, include ?? null);
}
