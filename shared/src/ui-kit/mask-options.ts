import type { MaskedNumberOptions, MaskedPatternOptions } from 'imask';

/**
 * SPEC §5 mask syntax on top of imask's pattern syntax: `9` digit, `a` letter (Turkish letters
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

/** Converts a SPEC-syntax mask string into imask pattern options. */
export function toImaskOptions(mask: string, { lazy = true }: { lazy?: boolean } = {}): MaskedPatternOptions {
  return { mask, definitions: { ...maskDefinitions }, lazy, placeholderChar: '_' };
}

/** imask Number options for tr-TR amounts: `1.234,56`, two decimals, no negatives. */
export function amountMaskOptions({
  min = 0,
  max,
  scale = 2,
}: { min?: number; max?: number; scale?: number } = {}): MaskedNumberOptions {
  return {
    mask: Number,
    scale,
    thousandsSeparator: '.',
    radix: ',',
    // imask maps '.' to the radix by default, which collides with '.' as the thousands separator.
    mapToRadix: [','],
    normalizeZeros: true,
    padFractionalZeros: false,
    min,
    ...(max !== undefined ? { max } : {}),
  };
}
