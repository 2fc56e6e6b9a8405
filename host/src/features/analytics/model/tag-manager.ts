const SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/**
 * Starts Google Tag Manager once per page: consent withdrawn and given again on the same page must
 * not start a second container (what is loaded stays until the next page load).
 */
export function loadTagManager(id: string): void {
  if (document.querySelector(`script[src^="${SCRIPT_URL}"]`)) return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${SCRIPT_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}
