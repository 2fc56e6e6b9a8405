import type { MaskedNumberOptions, MaskedPatternOptions } from 'imask';
import { amountSeparators } from '../format/money';
import type { Language } from '@playhub/shared/i18n';

/**
 * Requirements §5 mask syntax on top of imask's pattern syntax: `9` digit, `a` letter (Turkish letters
 * included), `*` letter or digit. imask's own `0` (digit) keeps working, so the code masks
 * `00-00-00` and `000-000` need no translation. Any other character is a fixed literal;
 * escape a literal 9/0/a/* with a backslash (e.g. '+\\9\\0 (999) 999 99 99').
 */
export const maskDefinitions = {
  '9': /[0-9]/,
  '0': /[0-9]/,
  a: /\p{L}/u,
  '*': /[\p{L}0-9]/u,
} as const;

/** Converts a mask string in the syntax of Requirements §5 into imask pattern options. */
export function toImaskOptions(mask: string, { lazy = true }: { lazy?: boolean } = {}): MaskedPatternOptions {
  return { mask, definitions: { ...maskDefinitions }, lazy, placeholderChar: '_' };
}

/**
 * imask Number options for ₺ amounts in the interface language: en `1,234.56`, tr `1.234,56`, two
 * decimals, no negatives. Only the language's decimal separator is the radix: the other character
 * is its thousands separator (imask places those itself and drops typed ones).
 */
export function amountMaskOptions({
  min = 0,
  max,
  scale = 2,
  lang = 'tr',
}: { min?: number; max?: number; scale?: number; lang?: Language } = {}): MaskedNumberOptions {
  const { group, decimal } = amountSeparators(lang);
  return {
    mask: Number,
    scale,
    thousandsSeparator: group,
    radix: decimal,
    // imask maps '.' to the radix by default, which in tr collides with '.' as the thousands separator.
    mapToRadix: [decimal],
    normalizeZeros: true,
    padFractionalZeros: false,
    min,
    ...(max !== undefined ? { max } : {}),
  };
}
