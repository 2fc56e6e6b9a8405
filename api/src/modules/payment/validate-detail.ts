import type { Locale, PaymentRequest } from '@playhub/shared/contracts';
import { checkPayoutDetail } from '@playhub/kit/payout-details';
import { badRequest } from '../../errors.js';
import { t } from '../../i18n/index.js';
import { formatMoney, toMinor } from '../../services/money-format.js';
import type { FieldDef } from './fields.js';

/** Regex for a mask: 9 digit, a letter, * either; any other character literal. */
function maskRegex(mask: string): RegExp {
  let src = '';
  for (const ch of mask) {
    if (ch === '9') src += '\\d';
    else if (ch === 'a') src += '[A-Za-zçÇğĞıİöÖşŞüÜ]';
    else if (ch === '*') src += '[A-Za-z0-9]';
    else src += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${src}$`);
}

const separators = (s: string) => s.replace(/[\s-]/g, '');

/** True when `value` matches the mask, typed as masked or with the mask's spaces and dashes left out. */
export function matchesMask(value: string, mask: string): boolean {
  return maskRegex(mask).test(value) || maskRegex(separators(mask)).test(separators(value));
}

/**
 * Checks every field of a deposit/withdraw `detail` against its definition (required, type, mask,
 * option, amount within limits, and the payout rails' own check: IBAN length and mod-97, Luhn,
 * crypto address on its network). Returns the amount in minor units; throws 400 with a message that
 * names the field.
 */
export function validateDetail(
  defs: FieldDef[],
  detail: PaymentRequest['detail'],
  limits: { min: bigint; max: bigint },
  locale: Locale,
): bigint {
  const fail = (def: FieldDef, key: string, params = {}) =>
    badRequest(`${def.label[locale]}: ${t(locale, key, params)}`);
  for (const key of Object.keys(detail)) {
    if (!defs.some((d) => d.key === key)) throw badRequest(`${key}: ${t(locale, 'validation.unknownField')}`);
  }
  let amount: bigint | null = null;
  for (const def of defs) {
    const raw = detail[def.key];
    if (raw === undefined || raw === null || raw === '') throw fail(def, 'validation.required');
    const value = typeof raw === 'string' ? raw.trim() : raw;
    switch (def.objectType) {
      case 'String':
        if (typeof value !== 'string' || value.length > 100) throw fail(def, 'validation.invalid');
        if (def.mask && !matchesMask(value, def.mask)) throw fail(def, 'validation.mask', { mask: def.mask });
        if (def.pattern && !def.pattern.test(value))
          throw def.patternMessage
            ? badRequest(`${def.label[locale]}: ${def.patternMessage[locale]}`)
            : fail(def, 'validation.invalid');
        if (def.validator) {
          const refused = checkPayoutDetail(def.validator, value, detail);
          if (refused) throw fail(def, `payout.${refused.problem}`, refused.params);
        }
        break;
      case 'Int':
      case 'Long': {
        const s = String(value);
        if (!/^\d{1,18}$/.test(s) || (def.objectType === 'Int' && Number(s) > 2_147_483_647))
          throw fail(def, 'validation.invalid');
        if (def.mask && !matchesMask(s, def.mask)) throw fail(def, 'validation.mask', { mask: def.mask });
        break;
      }
      case 'Decimal': {
        if (typeof value === 'boolean') throw fail(def, 'validation.invalid');
        const minor = toMinor(value);
        if (minor === null || minor <= 0n) throw fail(def, 'validation.positiveAmount');
        if (def.key === 'amount') {
          if (minor < limits.min || minor > limits.max) {
            throw fail(def, 'validation.amountRange', {
              min: formatMoney(locale, limits.min),
              max: formatMoney(locale, limits.max),
            });
          }
          amount = minor;
        }
        break;
      }
      case 'Dropdown':
        if (!def.option?.some((o) => String(o.id) === String(value))) throw fail(def, 'validation.option');
        break;
    }
  }
  if (amount === null) throw badRequest(`amount: ${t(locale, 'validation.required')}`);
  return amount;
}
