import { expect, test, type Page } from '@playwright/test';
import { withoutPopup } from '../../support/bootstrap';
import { startAsFreshPlayer } from '../../support/session';

// Issue 32, item 8: a lobby players can filter. The provider filter sits on every casino page and
// lives in the URL (reload and Back keep it); the search finds Turkish letters typed without them
// (done by the API); a game the player opened leads "Recently played" on the home lobby and in the
// dashboard. Desktop in English, the phone in Turkish.

const TEXTS = {
  en: {
    provider: 'Provider',
    all: 'All providers',
    search: 'Search games',
    recent: 'Recently played',
    play: (name: string) => `Play ${name}`,
  },
  tr: {
    provider: 'Sağlayıcı',
    all: 'Tüm sağlayıcılar',
    search: 'Oyun ara',
    recent: 'Son oynananlar',
    play: (name: string) => `${name} oyna`,
  },
};

/** The phone project runs in Turkish, the desktop one in English. */
function projectLanguage(): 'en' | 'tr' {
  return test.info().project.name === 'phone' ? 'tr' : 'en';
}

async function inLanguage(page: Page, lang: 'en' | 'tr') {
  await page.context().addInitScript((l) => {
    try {
      localStorage.setItem('lang', l);
    } catch {
      /* sandboxed game frames have no storage */
    }
  }, lang);
  await withoutPopup(page);
}

test('the provider filter survives reload and Back, "kizil" finds Kızıl Ejderha, and it leads Recently played @phone', async ({
  page,
  request,
}) => {
  const lang = projectLanguage();
  const t = TEXTS[lang];
  await inLanguage(page, lang);
  await startAsFreshPlayer(page, request);

  await page.goto('/casino/slot');
  const grid = page.getByTestId('game-grid');
  await expect(grid.getByTestId('game-card').first()).toBeVisible();
  const filter = page.getByLabel(t.provider, { exact: true });
  await expect(filter).toHaveValue('');
  await filter.selectOption('Pragmatic Play');
  await expect(page).toHaveURL(/[?&]provider=Pragmatic\+Play/);
  const cards = grid.getByTestId('game-card');
  await expect(cards.first()).toBeVisible();
  await expect(grid.locator('[data-testid="game-card"]:not([data-provider="Pragmatic Play"])')).toHaveCount(
    0,
  );

  await page.reload();
  await expect(page.getByLabel(t.provider, { exact: true })).toHaveValue('Pragmatic Play');
  await expect(cards.first()).toHaveAttribute('data-provider', 'Pragmatic Play');
  await expect(grid.locator('[data-testid="game-card"]:not([data-provider="Pragmatic Play"])')).toHaveCount(
    0,
  );
  await page.goBack();
  await expect(page).not.toHaveURL(/provider=/);
  await expect(page.getByLabel(t.provider, { exact: true })).toHaveValue('');
  await expect(
    grid.locator('[data-testid="game-card"]:not([data-provider="Pragmatic Play"])').first(),
  ).toBeVisible();

  // Typed without Turkish letters; the API folds them.
  const search = page.getByRole('searchbox', { name: t.search });
  await search.fill('kizil');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/casino\/search\?q=kizil/);
  const hit = grid.locator('[data-game-code="sg-kizil-ejderha"]');
  await expect(hit).toBeVisible();
  await hit.getByRole('button', { name: t.play('Kızıl Ejderha'), exact: true }).click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(
    frame.frameLocator('[data-testid="softgamings-game-frame"]').getByTestId('demo-game-name'),
  ).toHaveText('Kızıl Ejderha');

  await page.goto('/');
  const recent = page.getByRole('region', { name: t.recent });
  await expect(recent.getByTestId('game-card').first()).toHaveAttribute('data-game-code', 'sg-kizil-ejderha');
  await page.goto('/dashboard');
  const mine = page.getByTestId('dashboard-recently-played');
  await expect(mine.getByRole('link').first()).toContainText('Kızıl Ejderha');
});
