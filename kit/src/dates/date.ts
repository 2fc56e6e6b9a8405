import { format as formatDate, isValid } from 'date-fns';
import { enUS, tr } from 'date-fns/locale';
import type { Language } from '@playhub/shared/i18n';

const locales = { en: enUS, tr } as const;

/** Default pattern of notification dates (Requirements §2). */
export const NOTIFICATION_DATE_PATTERN = 'd.MMM.yy HH:mm';

/**
 * Reads an ISO timestamp; one without a zone designator is the server's UTC time (Requirements §2),
 * so it gets a `Z` before parsing. Returns null when unreadable.
 */
export function parseServerDate(iso: string): Date | null {
  const hasZone = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso.trim());
  const date = new Date(hasZone ? iso.trim() : `${iso.trim()}Z`);
  return isValid(date) ? date : null;
}

/** Formats a (zoneless = UTC) server timestamp in the local time zone with a date-fns pattern; '' if unreadable. */
export function formatDateTime(
  iso: string,
  pattern: string = NOTIFICATION_DATE_PATTERN,
  lang: Language = 'en',
): string {
  const date = parseServerDate(iso);
  return date ? formatDate(date, pattern, { locale: locales[lang] }) : '';
}

/** How a calendar date (no time, no zone) is written in each language: tr 17.05.1990, en 17 May 1990. */
export const CALENDAR_DATE_PATTERN: Record<Language, string> = { en: 'd MMM yyyy', tr: 'dd.MM.yyyy' };

/**
 * Formats a calendar date `YYYY-MM-DD` (e.g. a birth date) in `lang`; read as that day wherever
 * the reader is, never shifted by a time zone. Returns the text unchanged when it is not such a date.
 */
export function formatCalendarDate(ymd: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd.trim());
  if (!m) return ymd;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (!isValid(date) || date.getDate() !== Number(m[3])) return ymd;
  return formatDate(date, CALENDAR_DATE_PATTERN[lang], { locale: locales[lang] });
}
