import { amountSeparators, formatMoney, parseAmount } from '@playhub/kit/format';
import { encodeErrorKey } from '@playhub/kit/ui-kit';
import type { Language } from '@playhub/shared/i18n';

/** Error keys of the wallet namespace (FormError translates `wallet:validation.*`). */
export const walletError = (name: string, params?: Record<string, unknown>) =>
  encodeErrorKey(`wallet:validation.${name}`, params);

/** Limits an amount must respect, in major units. */
export interface AmountRules {
  integer?: boolean;
  min?: number;
  max?: number;
  lang?: Language;
}

/** Outcome of checking an amount text: the number, or an encoded error key for FormError. */
export type AmountCheck = { value: number } | { error: string };

const FOREIGN = /[^\d.,\s₺-]/;

const count = (text: string, ch: string) => text.split(ch).length - 1;

/**
 * Reads an amount text in the interface language (en `1,234.56`, tr `1.234,56`) with a specific
 * message per mistake: letters, two decimal separators, bad grouping, zero or negative, decimals
 * in a whole-number field, outside the limits.
 */
export function checkAmount(text: string, rules: AmountRules = {}): AmountCheck {
  const { min, max, lang = 'tr' } = rules;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '₺') return { error: 'validation.required' };
  if (FOREIGN.test(trimmed)) return { error: walletError('amountLetters') };
  if (count(trimmed, amountSeparators(lang).decimal) > 1) return { error: walletError('amountSeparators') };
  const value = parseAmount(trimmed, lang);
  if (value === null) return { error: walletError('amountFormat') };
  if (value <= 0) return { error: walletError('amountPositive') };
  if (rules.integer && !Number.isInteger(value)) return { error: walletError('wholeNumber') };
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const fmt = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n, { lang }));
    return { error: walletError('amountRange', { min: fmt(min), max: fmt(max) }) };
  }
  return { value };
}

// An integer part whose separators (if any) all stand between groups of three digits.
const wellGrouped = (integer: string, group: string) =>
  !integer.includes(group) ||
  integer.split(group).every((g, i) => (i === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(g));

/**
 * Why typed or pasted text was refused by the amount mask before it reached the field (imask drops
 * such characters silently, so the player would otherwise get no explanation). `current` is the
 * text already in the field; null when nothing is wrong. A pasted `100,50` in en (or `100.50` in
 * tr) is refused: the mask would drop the thousands separator and read 10050.
 */
export function rejectedAmountInput(inserted: string, current: string, lang: Language = 'tr'): string | null {
  const { group, decimal } = amountSeparators(lang);
  if (FOREIGN.test(inserted.replace(/\s/g, ''))) return walletError('amountLetters');
  if (count(inserted, decimal) + (current.includes(decimal) ? 1 : 0) > 1)
    return walletError('amountSeparators');
  if (inserted.trim().startsWith('-')) return walletError('amountPositive');
  const integer = inserted.replace(/[\s₺]/g, '').split(decimal)[0] ?? '';
  if (inserted.length > 1 && !wellGrouped(integer, group)) return walletError('amountGrouping');
  return null;
}

/**
 * The mask places thousands separators itself and drops typed ones, so `100,50` typed in en would
 * silently become 10,050. Each typed separator is remembered as the count of integer digits before
 * it (a mark); `null` when the keystroke is not a thousands separator typed at the end of the
 * integer part.
 */
export function groupingMark(
  inserted: string,
  kept: string,
  caretAtEnd: boolean,
  lang: Language,
): number | null {
  const { group, decimal } = amountSeparators(lang);
  if (inserted !== group || !caretAtEnd || kept.includes(decimal)) return null;
  const digits = kept.replace(/\D/g, '').length;
  return digits > 0 ? digits : null;
}

/** True when a typed thousands separator (see {@link groupingMark}) is not followed by whole groups of three. */
export function breaksGrouping(text: string, marks: readonly number[], lang: Language): boolean {
  const integerDigits = (text.split(amountSeparators(lang).decimal)[0] ?? '').replace(/\D/g, '').length;
  return marks.some((mark) => (integerDigits - mark) % 3 !== 0);
}
