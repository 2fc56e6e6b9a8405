import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { readTopology } from '../support/topology';
import { addApprover, composition, giveEvidence } from './cli';
import { expect, keepCompositionAsFound, storedComposition, test, watchPage } from './fixtures';

test.describe.configure({ mode: 'serial' });

/** An approver's console session in a context of its own (two people, two browsers). */
async function consoleAs(browser: Browser, username: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/operator/login?lang=en');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  return page;
}

/**
 * Compliance-gated promotion (issue 30, item 5) in a real browser against the production topology
 * (two API replicas on PostgreSQL): a version without evidence is refused at promotion with the
 * console's message; its conformance run is recorded; a second approver approves it on the
 * Releases page; the promotion goes ahead; the regulator's export downloads with all of it.
 */
test.describe('compliance-gated promotion', () => {
  const t = readTopology();
  keepCompositionAsFound();
  const version = '2.6.0';
  const asker = { username: 'evidence-ayse', password: randomBytes(12).toString('hex') };
  const approver = { username: 'evidence-baris', password: randomBytes(12).toString('hex') };

  test.beforeAll(() => {
    addApprover(asker.username, asker.password);
    addApprover(approver.username, approver.password);
    // A new casino version, deployed and published (a copy of 2.0.0), on a canary at 0 %: it serves
    // nobody, which needs no evidence.
    const versions = join(t.verticals.casino.root, 'mf', 'casino');
    cpSync(join(versions, '2.0.0'), join(versions, version), { recursive: true });
    composition('publish', 'casino', version, join(versions, version));
    composition('canary', 'casino', version, '--traffic', '0');
  });

  test('promote refused without evidence; conformance recorded; a second approver approves; promote succeeds; the export downloads', async ({
    page,
    browser,
  }) => {
    const problems = await watchPage(page);
    await page.goto('/operator/login?lang=en');
    await page.getByLabel('Username').fill(asker.username);
    await page.getByLabel('Password').fill(asker.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Manage casino' }).click();

    // Without evidence: refused, saying what is missing and what to do.
    const promote = page.getByRole('form', { name: 'Promote the candidate' });
    await promote.getByRole('button', { name: 'Review' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Refused: casino ${version} has no passing conformance run and approval for market tr. Run the conformance suite, have an approver approve it on the Releases page, or have a second approver override.`,
    );
    expect((await storedComposition()).composition.casino?.candidate?.version).toBe(version);

    // The conformance run, recorded as `pnpm composition conformance` records it.
    await giveEvidence('casino', version, false);
    await page.getByRole('link', { name: 'Releases' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Releases and their evidence' })).toBeVisible();
    const row = page
      .getByRole('region', { name: 'casino' })
      .getByRole('row', { name: new RegExp(`^Evidence of casino ${version} `) });
    await expect(row).toContainText('canary at 0%');
    await expect(row).toContainText('passed');
    await expect(row).toContainText('not approved');
    await expect(row).toContainText('closed: evidence missing');

    // The second approver approves it with a change reference.
    const second = await consoleAs(browser, approver.username, approver.password);
    await second.getByRole('link', { name: 'Releases' }).click();
    await second.getByRole('link', { name: `Evidence of casino ${version}` }).click();
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(`casino ${version}: evidence`);
    const approve = second.getByRole('form', { name: 'Approve this version' });
    await approve.getByLabel('Change or certificate reference').fill('CHG-2041');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('status')).toHaveText('Approved.');
    await expect(second.getByText(`Approved by operator:${approver.username}`)).toContainText('CHG-2041');
    await second.context().close();

    // Now the promotion goes ahead.
    await page.goto('/operator/verticals/casino');
    await promote.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toContainText('Done: Promote the candidate');
    expect((await storedComposition()).composition.casino?.version).toBe(version);

    // The regulator's export: one JSON document with the hashes, the run, the approval and the rollout.
    await page.goto(`/operator/releases/casino/${version}`);
    await expect(page.getByText('open: evidence complete')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export for the regulator (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`casino-${version}-tr-evidence.json`);
    const doc = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(doc).toMatchObject({
      format: 'playhub.release-evidence/1',
      market: 'tr',
      vertical: 'casino',
      version,
      gate: 'passed',
      approval: { actor: `operator:${approver.username}`, detail: { reference: 'CHG-2041' } },
    });
    expect(Object.keys(doc.release.integrity).length).toBeGreaterThan(0);
    expect(doc.conformance.map((r: { result: string }) => r.result)).toEqual(['passed']);
    expect(doc.rollout.map((r: { action: string; user: string }) => `${r.action} ${r.user}`)).toEqual([
      expect.stringMatching(/^publish /),
      expect.stringMatching(/^canary /),
      `promote ${asker.username}`,
    ]);
    expect(problems.errors).toEqual([]);
  });
});
