import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { shellCookies } from '../contracts/shell';
import { readString, storageKeys, writeShellCookie, writeString } from '../storage';
import { commonEn, commonTr } from './common';

/** Interface languages (Requirements §1). */
export const languages = ['en', 'tr'] as const;
/** An interface language. */
export type Language = (typeof languages)[number];

/** Narrows any string to a supported language. */
export function asLanguage(value: string | null | undefined): Language | null {
  const short = value?.slice(0, 2).toLowerCase();
  return languages.find((l) => l === short) ?? null;
}

/** The interface language: stored `lang`, else the bootstrap language, else `tr`. */
export function resolveLanguage(bootstrapLanguage?: string | null): Language {
  return asLanguage(readString(storageKeys.lang)) ?? asLanguage(bootstrapLanguage) ?? 'tr';
}

/** The page-wide i18next instance (a singleton through the shared @playhub/shared). */
export const i18n: I18n = i18next.createInstance();

const resources: Resource = { en: { common: commonEn }, tr: { common: commonTr } };

/** Initialises i18n once; later calls only switch language. */
export function initI18n(language: Language = resolveLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources,
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

/** Adds a vertical's texts under its namespace (called by each remote when it loads). */
export function registerTranslations(ns: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const lang of languages) {
    if (i18n.isInitialized) i18n.addResourceBundle(lang, ns, texts[lang], true, false);
    // Before init (a remote evaluated early), the bundle joins the resources init will use.
    else (resources[lang] ??= {})[ns] = texts[lang];
  }
}

/**
 * Merges the server's translation list (bootstrap `translationList`) into `common` for `language`;
 * the server wins over built-in texts but never blanks them.
 */
export function mergeServerTranslations(
  language: Language,
  list: ReadonlyArray<{ key: string; value: string }>,
): void {
  const bundle = Object.fromEntries(list.filter((t) => t.key && t.value).map((t) => [t.key, t.value]));
  i18n.addResourceBundle(language, 'common', bundle, true, true);
}

/** Stores the chosen language and reloads the page after 100 ms (Requirements §4). */
export function changeLanguage(
  language: Language,
  reload: () => void = () => window.location.reload(),
): void {
  writeString(storageKeys.lang, language);
  // The server paints the next page in it too.
  writeShellCookie(shellCookies.language, language);
  setTimeout(reload, 100);
}

// react-i18next is not a federation shared module: this subpath is its one importer (lint), so the
// host's copy is the page's, tree-shaken to what is used here (no Trans: nothing renders markup from
// translations).
export { useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
