import { esc, scriptJson } from '../escape.js';
import {
  HOME_SLIDER_SLUG,
  SHELL_DATA_ID,
  slideSources,
  type Bootstrap,
  type Locale,
  type ShellData,
} from '@playhub/shared/contracts';

/** A script the landing page will run, fetched with the document instead of discovered later. */
export interface Preload {
  href: string;
  /**
   * `sha384-…` when composition.json gives the file's hash. The host's script tag then carries it
   * with `crossorigin="anonymous"` (host/src/app/composition/integrity.ts), and so must the
   * preload, or the browser fetches the file twice; without a hash both are plain.
   */
  integrity?: string;
}

/** What one document shows before any script runs. */
export interface ShellParts {
  language: Locale;
  /** The document's own path: the home page paints its first banner. */
  path: string;
  /** The domain notice shows above the header (the home page, not dismissed on this device). */
  notice: boolean;
  preloads: readonly Preload[];
  data: ShellData;
  /** "Loading…" in the page's language, for screen readers until the app takes over. */
  loadingText: string;
}

/** The slots of the host's template (host/src/index.html) this fills. */
const slot = (name: string) => new RegExp(`<template data-playhub="${name}"></template>`);

/**
 * The home page's first banner as the casino draws it (the same picture sources and intrinsic size,
 * so the browser fetches it once and the vertical takes it over in place), or '' when the page is
 * not the home page or has no banner. Decorative here: the vertical's own banner names it.
 */
export function bannerMarkup(path: string, bootstrap: Bootstrap | null): string {
  if (path !== '/') return '';
  const first = bootstrap?.sliderList.find((s) => s.slug === HOME_SLIDER_SLUG && Boolean(s.images[0]));
  if (!first) return '';
  const src = slideSources(first.images);
  return (
    '<div class="shell-banner" aria-hidden="true"><picture>' +
    `<source media="(min-width: 1200px)" srcset="${esc(src.xl)}">` +
    `<source media="(min-width: 992px)" srcset="${esc(src.lg)}">` +
    `<img src="${esc(src.default)}" alt="" width="768" height="300" fetchpriority="high" decoding="async">` +
    '</picture></div>'
  );
}

function preloadLink({ href, integrity }: Preload): string {
  return (
    `<link rel="preload" as="script" href="${esc(href)}"` +
    (integrity ? ` integrity="${esc(integrity)}" crossorigin="anonymous"` : '') +
    '>'
  );
}

/**
 * Fills the host's template: the document's language, the landing vertical's preloads, the notice
 * bar, the home banner, the start-up data and the loading text. A template without a slot gets that
 * part left out (an older host build): the page then fetches what it needs itself.
 */
export function renderShell(template: string, parts: ShellParts, bootstrap: Bootstrap | null): string {
  // Replacer functions throughout: a `$&` in a CMS text must stay text, not a replacement pattern.
  const data = `<script type="application/json" id="${SHELL_DATA_ID}">${scriptJson(parts.data)}</script>`;
  return template
    .replace(/<html lang="[a-z]{2}"/, () => `<html lang="${parts.language}"`)
    .replace(slot('preloads'), () => parts.preloads.map(preloadLink).join(''))
    .replace(slot('notice'), () =>
      parts.notice ? '<div class="shell-notice" aria-hidden="true"></div>' : '',
    )
    .replace(slot('banner'), () => bannerMarkup(parts.path, bootstrap))
    .replace(
      /(<p id="boot-status"[^>]*>)[^<]*(<\/p>)/,
      (_m, open: string, close: string) => `${open}${esc(parts.loadingText)}${close}`,
    )
    .replace(slot('data'), () => data);
}
