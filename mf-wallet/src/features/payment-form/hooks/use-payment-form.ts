import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { PaymentField } from '@playhub/shared/contracts';
import { buildPaymentSchema, type PaymentDetail, type SchemaOptions } from '../model/field-schema';

/**
 * Form state for a field list only known at run time. react-hook-form is not a dependency of this
 * remote, and a dynamic list of string controls needs little: values by key, touched flags and the
 * zod schema built from the definitions. Errors show as the platform's forms do (`onTouched`):
 * after a control is left (one that was never filled does not count), or for every control once
 * submit was tried.
 */
export function usePaymentForm(fields: readonly PaymentField[], options: SchemaOptions) {
  const { limits, lang } = options;
  const schema = useMemo(() => buildPaymentSchema(fields, { limits, lang }), [fields, limits, lang]);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.key, ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // Input the control refused before it reached the value (e.g. letters typed into an amount).
  const [refused, setRefused] = useState<Record<string, string | null>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = String(issue.path[0]);
      out[key] ??= issue.message;
    }
    for (const [key, message] of Object.entries(refused)) if (message) out[key] = message;
    return out;
  }, [parsed, refused]);

  const errorOf = useCallback(
    (key: string) => (touched[key] || submitted || refused[key] ? errors[key] : undefined),
    [errors, refused, submitted, touched],
  );
  const setValue = useCallback(
    (key: string, text: string) => setValues((v) => (v[key] === text ? v : { ...v, [key]: text })),
    [],
  );
  // Leaving a control still empty and never used does not count (its error shows on submit): the
  // dialog starts on its first field, and a press elsewhere in it must not move what was pressed.
  const touch = useCallback(
    (key: string) => {
      if (values[key] === '') return;
      setTouched((t) => (t[key] ? t : { ...t, [key]: true }));
    },
    [values],
  );
  const refuse = useCallback(
    (key: string, message: string | null) =>
      setRefused((r) => (r[key] === message ? r : { ...r, [key]: message })),
    [],
  );

  /** Submit handler: shows every error and calls `onValid` only with a valid form. */
  const handleSubmit = (onValid: (detail: PaymentDetail) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success && Object.values(refused).every((m) => !m)) onValid(parsed.data);
    else focusFirstInvalid(event.currentTarget as HTMLFormElement, fields, errors);
  };

  return { values, errorOf, setValue, touch, refuse, handleSubmit };
}

function focusFirstInvalid(
  form: HTMLFormElement,
  fields: readonly PaymentField[],
  errors: Record<string, string>,
) {
  const first = fields.find((f) => errors[f.key]);
  if (!first) return;
  const control = form.elements.namedItem(first.key);
  if (control instanceof HTMLElement) control.focus();
}
