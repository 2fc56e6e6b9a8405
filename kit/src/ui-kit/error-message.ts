import type { TFunction } from '@playhub/shared/i18n';

/** What FormError needs from a react-hook-form `FieldError` (or anything shaped like it). */
export interface FieldErrorLike {
  message?: string;
  /** Present with `criteriaMode: 'all'`: every failed rule of the control. */
  types?: Record<string, unknown>;
}

const KEY = /^(?:[\w-]+:)?validation\.[\w.-]+$/;

/** Encodes a validation key with interpolation params: `validation.minLength|{"min":5}`. */
export function encodeErrorKey(key: string, params?: Record<string, unknown>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

/** Splits an error message into an i18n key with params, or returns it as plain text. */
export function parseErrorMessage(
  message: string,
): { key: string; params?: Record<string, unknown> } | { text: string } {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!KEY.test(key)) return { text: message };
  if (bar === -1) return { key };
  try {
    const params: unknown = JSON.parse(message.slice(bar + 1));
    return params && typeof params === 'object'
      ? { key, params: params as Record<string, unknown> }
      : { key };
  } catch {
    return { key };
  }
}

/** The first error message of a control: `message`, else the first of `types`. */
export function firstErrorMessage(error: FieldErrorLike | undefined): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  for (const value of Object.values(error.types ?? {})) {
    if (typeof value === 'string' && value) return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/**
 * Translates an error message. A key without params first tries `<key>Generic`, because texts
 * like 'at least {{min}} characters' would otherwise show the raw placeholder.
 */
export function translateErrorMessage(t: TFunction, message: string): string {
  const parsed = parseErrorMessage(message);
  if ('text' in parsed) return parsed.text;
  if (parsed.params) return t(parsed.key, parsed.params);
  return t([`${parsed.key}Generic`, parsed.key]);
}
