import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
// A pure function: imported by path, so this subpath does not pull in the UI kit.
import { encodeErrorKey } from '../ui-kit/error-message';

type Issue = z.core.$ZodIssue;

/**
 * The contract schemas carry bare keys ('validation.minLength'); FormError can only say "at least
 * 5 characters" when the key carries its limit, so the limit is added from the issue.
 */
export function issueMessage(issue: Issue): string {
  const { message } = issue;
  if (!message.startsWith('validation.') || message.includes('|')) return message;
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    if (message === 'validation.exactLength') return encodeErrorKey(message, { len: limit });
    if (message === 'validation.minLength') return encodeErrorKey(message, { min: limit });
    if (message === 'validation.maxLength') return encodeErrorKey(message, { max: limit });
  }
  return message;
}

/** react-hook-form resolver over a zod 4 schema keeping the first issue of each control. */
export function zodFormResolver<In extends FieldValues, Out extends FieldValues>(
  schema: z.core.$ZodType<Out, In>,
): Resolver<In, unknown, Out> {
  return async (values, _context, options) => {
    const result = await z.safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      flat[path] ??= { type: issue.code, message: issueMessage(issue) };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
