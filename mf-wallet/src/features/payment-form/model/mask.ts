/**
 * Requirements §5 mask syntax: `9` digit, `a` letter, `*` letter or digit; every other character is a
 * literal. The ui-kit input (imask) also reads `0` as a digit, so a literal 0 from the server is
 * escaped before it reaches the input.
 */
export function toInputMask(mask: string): string {
  return mask.replace(/0/g, '\\0');
}

const escapeRegex = (ch: string) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regex that matches a completely filled value of `mask` (as the masked input shows it). */
export function maskRegex(mask: string): RegExp {
  let src = '';
  for (const ch of mask) {
    if (ch === '9') src += '\\d';
    else if (ch === 'a') src += '\\p{L}';
    else if (ch === '*') src += '[\\p{L}\\d]';
    else src += escapeRegex(ch);
  }
  return new RegExp(`^${src}$`, 'u');
}

/** True when `value` fills the whole mask. */
export function isMaskComplete(value: string, mask: string): boolean {
  return maskRegex(mask).test(value);
}

/** The example shown in messages: `9` → 0, `a` → A, `*` → X (e.g. `TR00 0000 …`). */
export function maskExample(mask: string): string {
  return mask.replace(/9/g, '0').replace(/a/g, 'A').replace(/\*/g, 'X');
}
