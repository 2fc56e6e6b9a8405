import { formatMoney, parseTrAmount } from '@playhub/shared/format';
import { encodeErrorKey } from '@playhub/shared/ui-kit';
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

/**
 * Reads a tr-TR amount text (`1.234,56`) with a specific message per mistake: letters, two decimal
 * commas, bad grouping, zero or negative, decimals in a whole-number field, outside the limits.
 */
export function checkAmount(text: string, rules: AmountRules = {}): AmountCheck {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '₺') return { error: 'validation.required' };
  if (FOREIGN.test(trimmed)) return { error: walletError('amountLetters') };
  if ((trimmed.match(/,/g) ?? []).length > 1) return { error: walletError('amountSeparators') };
  const value = parseTrAmount(trimmed);
  if (value === null) return { error: walletError('amountFormat') };
  if (value <= 0) return { error: walletError('amountPositive') };
  if (rules.integer && !Number.isInteger(value)) return { error: walletError('wholeNumber') };
  const { min, max, lang = 'tr' } = rules;
  if ((min !== undefined && value < min) || (max !== undefined && value > max)) {
    const fmt = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n, { lang }));
    return { error: walletError('amountRange', { min: fmt(min), max: fmt(max) }) };
  }
  return { value };
}

/**
 * Why typed text was refused by the amount mask before it reached the field (imask drops such
 * characters silently, so the player would otherwise get no explanation). `current` is the text
 * already in the field; null when nothing is wrong.
 */
export function rejectedAmountInput(inserted: string, current: string): string | null {
  if (FOREIGN.test(inserted.replace(/\s/g, ''))) return walletError('amountLetters');
  const commas = (inserted.match(/,/g) ?? []).length + (current.includes(',') ? 1 : 0);
  if (commas > 1) return walletError('amountSeparators');
  if (inserted.trim().startsWith('-')) return walletError('amountPositive');
  return null;
}
