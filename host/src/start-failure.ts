// What the player sees when the application's own code cannot be loaded (a chunk missing after a
// deploy, the network dropping during start-up). i18n lives in the code that failed to load, so this
// page carries its two languages itself and stays free of shared imports: the entry must not consume
// shared modules before the async boundary.

const texts = {
  en: {
    loading: 'Loading…',
    title: 'The site could not start',
    body: 'Part of the site did not download. Check your connection and try again.',
    retry: 'Try again',
  },
  tr: {
    loading: 'Yükleniyor…',
    title: 'Site açılamadı',
    body: 'Sitenin bir bölümü indirilemedi. Bağlantınızı kontrol edip tekrar deneyin.',
    retry: 'Tekrar dene',
  },
} as const;

/** The player's language as the i18n module stores it (storage key `lang`), Turkish by default. */
function language(): keyof typeof texts {
  try {
    return window.localStorage.getItem('lang') === 'en' ? 'en' : 'tr';
  } catch {
    return 'tr';
  }
}

/**
 * Says "Loading…" in the player's language while the application downloads (for a page the server
 * did not paint in it: a language chosen before the server knew it, or no server shell at all).
 */
export function localizeBootText(): void {
  const status = document.getElementById('boot-status');
  if (status) status.textContent = texts[language()].loading;
}

/** Replaces the start-up placeholder with what happened and a way to try again. */
export function showStartFailure(error: unknown): void {
  console.error('playhub: the application could not start', error);
  const text = texts[language()];
  const root = document.getElementById('root');
  if (!root) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:24px;text-align:center;font-family:inherit';
  const title = document.createElement('h1');
  title.textContent = text.title;
  title.style.cssText = 'font-size:1.25rem;margin:0';
  const body = document.createElement('p');
  body.textContent = text.body;
  body.style.margin = '0';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  retry.style.cssText = 'min-height:44px;padding:0 20px;font:inherit;cursor:pointer';
  retry.addEventListener('click', () => window.location.reload());
  box.append(title, body, retry);
  root.replaceChildren(box);
  document.documentElement.lang = language();
  retry.focus();
}
