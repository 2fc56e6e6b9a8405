import * as z from 'zod/mini';
import type { PaymentField, PaymentRequest } from '@playhub/shared/contracts';
import type { Language } from '@playhub/shared/i18n';
import { checkPayoutDetail, type PayoutRefusal } from '@playhub/kit/payout-details';
import { checkAmount, walletError } from './amount';
import { isMaskComplete, maskExample } from './mask';

/** How a payment field is rendered and read. */
export type FieldKind = 'dropdown' | 'masked' | 'amount' | 'integer' | 'text';

/**
 * Requirements §3/§5: a non-null option list is a dropdown; a mask wins over the number input (the mask
 * is the format, e.g. an account number typed as Long); Int/Long/Decimal otherwise are ₺ amount
 * inputs (Int/Long whole numbers only); String is free text.
 */
export function fieldKind(field: PaymentField): FieldKind {
  if (field.option !== null) return 'dropdown';
  if (field.mask) return 'masked';
  if (field.objectType === 'Decimal') return 'amount';
  if (field.objectType === 'Int' || field.objectType === 'Long') return 'integer';
  return 'text';
}

/** A value of the request's `detail` map. */
export type DetailValue = PaymentRequest['detail'][string];

/** Limits of the chosen method, applied to the field keyed `amount` (as the API does). */
export interface SchemaOptions {
  limits?: { min: number; max: number };
  lang?: Language;
}

const MAX_TEXT = 100;

/** Checks one field's text and converts it to the value the API expects. */
export function readField(
  field: PaymentField,
  text: string,
  options: SchemaOptions = {},
): { value: DetailValue } | { error: string } {
  const trimmed = text.trim();
  const kind = fieldKind(field);
  if (kind === 'amount' || kind === 'integer') {
    const limits = field.key === 'amount' ? options.limits : undefined;
    return checkAmount(text, {
      integer: kind === 'integer',
      min: limits?.min,
      max: limits?.max,
      lang: options.lang,
    });
  }
  if (trimmed === '') return { error: 'validation.required' };
  if (kind === 'dropdown') {
    const option = field.option?.find((o) => String(o.id) === trimmed);
    return option ? { value: option.id } : { error: walletError('option') };
  }
  if (trimmed.length > MAX_TEXT) return { error: walletError('tooLong', { max: MAX_TEXT }) };
  if (kind === 'masked' && field.mask) {
    if (!isMaskComplete(trimmed, field.mask))
      return { error: walletError('maskIncomplete', { mask: maskExample(field.mask) }) };
    // Whole numbers travel as their digits; text keeps the literals the mask shows.
    return { value: field.objectType === 'String' ? trimmed : trimmed.replace(/\D/g, '') };
  }
  const rule = field.pattern ? patternOf(field.pattern) : null;
  if (rule && !rule.test(trimmed)) return { error: field.patternMessage || walletError('invalid') };
  return { value: trimmed };
}

const patterns = new Map<string, RegExp | null>();

/** The field's rule as a RegExp (cached); null when the browser cannot compile it (the API still checks). */
function patternOf(source: string): RegExp | null {
  if (!patterns.has(source)) {
    try {
      patterns.set(source, new RegExp(source, 'u'));
    } catch {
      patterns.set(source, null);
    }
  }
  return patterns.get(source) ?? null;
}

/** The message of a payout detail the rails would refuse (the API says the same). */
export const payoutError = ({ problem, params }: PayoutRefusal) =>
  walletError(`payout.${problem}`, Object.keys(params).length > 0 ? params : undefined);

/**
 * The payout rails' checks the field definitions carry (IBAN mod-97, Luhn, a crypto address on the
 * chosen network), over the whole form because a check may read another field. They run even
 * while another field is still wrong, so each control shows its own problem as soon as it is left.
 */
function payoutChecks(fields: readonly PaymentField[]) {
  return z.superRefine<Record<string, unknown>>(
    (detail, ctx) => {
      for (const field of fields) {
        const value = detail[field.key];
        if (!field.validator || typeof value !== 'string') continue;
        const refused = checkPayoutDetail(field.validator, value, detail);
        if (refused)
          ctx.addIssue({ code: 'custom', message: payoutError(refused), path: [field.key], input: value });
      }
    },
    { when: () => true },
  );
}

/**
 * The zod schema of a dynamic payment form, built from the field definitions: input is the text
 * of each control by key, output is the request's `detail` map.
 */
export function buildPaymentSchema(fields: readonly PaymentField[], options: SchemaOptions = {}) {
  const shape: Record<string, z.ZodMiniType<DetailValue, string>> = {};
  for (const field of fields) {
    shape[field.key] = z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        const read = readField(field, text, options);
        if ('error' in read) {
          ctx.issues.push({ code: 'custom', message: read.error, input: text });
          return z.NEVER;
        }
        return read.value;
      }),
    );
  }
  return z.object(shape).check(payoutChecks(fields));
}

/** The schema's output: the `detail` map of a deposit/withdraw request. */
export type PaymentDetail = Record<string, DetailValue>;
