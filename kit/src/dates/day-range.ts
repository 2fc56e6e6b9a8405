import { addDays, format, isValid, parse } from 'date-fns';
import { DATE_FILTER_BOUNDS } from '@playhub/shared/contracts';
import type { Language } from '@playhub/shared/i18n';

/**
 * The date filter of a history list (issue 33): days typed in the player's language (tr 31.12.2026,
 * en 31/12/2026), kept in the URL as `YYYY-MM-DD`, sent to the API as the UTC instants where those
 * days start and end in the player's time zone.
 */

/** How a day is typed in each language (date-fns patterns) and the mask of its input. */
export const DAY_INPUT: Record<Language, { pattern: string; mask: string; placeholder: string }> = {
  tr: { pattern: 'dd.MM.yyyy', mask: '00.00.0000', placeholder: 'GG.AA.YYYY' },
  en: { pattern: 'dd/MM/yyyy', mask: '00/00/0000', placeholder: 'DD/MM/YYYY' },
};

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const REF = new Date(2000, 0, 1);

/** The local day of `YYYY-MM-DD` (midnight where the player is), or null when it is no such day. */
export function dayOf(ymd: string): Date | null {
  const m = YMD.exec(ymd);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getFullYear() === Number(m[1]) && d.getMonth() === Number(m[2]) - 1 && d.getDate() === Number(m[3])
    ? d
    : null;
}

/** True when the day is one a history can hold: from 2000 up to today. */
function inBounds(day: Date, today: Date): boolean {
  return day.getTime() >= DATE_FILTER_BOUNDS.min - 86_400_000 && day.getTime() <= today.getTime();
}

/** A `YYYY-MM-DD` read from the URL: kept only when it is a real day between 2000 and `today`. */
export function readDay(raw: string | null, today = new Date()): string | null {
  if (raw === null) return null;
  const d = dayOf(raw);
  return d && inBounds(d, startOfDay(today)) ? raw : null;
}

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** A day as typed in `lang` (`31.12.2026`); '' for no day. */
export function formatDay(ymd: string | null, lang: Language): string {
  const d = ymd ? dayOf(ymd) : null;
  return d ? format(d, DAY_INPUT[lang].pattern) : '';
}

/** Why a typed day was refused: not a day, outside 2000–today, or after the other end. */
export type DayError = 'date' | 'bounds' | 'order';

/** The result of reading what the player typed: the days, or an error per field. */
export interface DayRangeInput {
  from: string | null;
  to: string | null;
  errors: { from?: DayError; to?: DayError };
}

/** Reads one typed day: '' is no day; anything else must be a real day from 2000 up to today. */
function readTyped(text: string, lang: Language, today: Date): { ymd: string | null; error?: DayError } {
  const s = text.trim();
  if (!s) return { ymd: null };
  const d = parse(s, DAY_INPUT[lang].pattern, REF);
  if (!isValid(d) || format(d, DAY_INPUT[lang].pattern) !== s) return { ymd: null, error: 'date' };
  if (!inBounds(d, today)) return { ymd: null, error: 'bounds' };
  return { ymd: format(d, 'yyyy-MM-dd') };
}

/**
 * Reads the two typed days of a filter in `lang`: each empty or a real day between 1 January 2000
 * and today, and the first not after the second.
 */
export function readDayRange(
  fromText: string,
  toText: string,
  lang: Language,
  now = new Date(),
): DayRangeInput {
  const today = startOfDay(now);
  const from = readTyped(fromText, lang, today);
  const to = readTyped(toText, lang, today);
  const errors: DayRangeInput['errors'] = {};
  if (from.error) errors.from = from.error;
  if (to.error) errors.to = to.error;
  if (from.ymd && to.ymd && from.ymd > to.ymd) errors.to = 'order';
  return { from: from.ymd, to: to.ymd, errors };
}

/**
 * The API's `from`/`to` of a day range: the instant the first day starts and the instant the day
 * after the last one starts, where the player is (so "1–3 May" holds all of those three days).
 */
export function rangeInstants(from: string | null, to: string | null): { from?: string; to?: string } {
  const out: { from?: string; to?: string } = {};
  const f = from ? dayOf(from) : null;
  const t = to ? dayOf(to) : null;
  if (f) out.from = f.toISOString();
  if (t) out.to = addDays(t, 1).toISOString();
  return out;
}
