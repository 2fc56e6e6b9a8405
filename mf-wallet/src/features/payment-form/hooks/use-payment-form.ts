import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { PaymentField } from '@playhub/shared/contracts';
import { useZodForm } from '@playhub/kit/forms';
import { buildPaymentSchema, type PaymentDetail, type SchemaOptions } from '../model/field-schema';

/**
 * The dynamic payment form on react-hook-form, as every form of the platform (`useZodForm`): the zod
 * schema is built from the field definitions, errors show after a control is left (one left empty
 * without typing does not count) and for every control once submit was tried. What the amount mask
 * refused before it reached the value (letters typed into an amount) shows at once and blocks submit.
 */
export function usePaymentForm(fields: readonly PaymentField[], options: SchemaOptions) {
  const { limits, lang } = options;
  const schema = useMemo(() => buildPaymentSchema(fields, { limits, lang }), [fields, limits, lang]);
  const defaults = useMemo(() => Object.fromEntries(fields.map((f) => [f.key, ''])), [fields]);
  const form = useZodForm(schema, defaults);
  const [refused, setRefused] = useState<Record<string, string | null>>({});

  const refuse = useCallback(
    (key: string, message: string | null) =>
      setRefused((r) => (r[key] === message ? r : { ...r, [key]: message })),
    [],
  );
  /** The message under a control: refused input first, then the schema's (shown by the form's rules). */
  const errorOf = useCallback(
    (key: string, schemaError: string | undefined) => refused[key] ?? schemaError,
    [refused],
  );

  /** Submit handler: shows every error and calls `onValid` only with a valid form. */
  const handleSubmit = (onValid: (detail: PaymentDetail) => void) => (event: FormEvent) => {
    const element = event.currentTarget as HTMLFormElement;
    const firstRefused = fields.find((f) => refused[f.key]);
    return form.handleSubmit(
      (detail) => {
        if (firstRefused) focusControl(element, firstRefused.key);
        else onValid(detail);
      },
      (errors) => {
        const first = fields.find((f) => refused[f.key] || errors[f.key]);
        if (first) focusControl(element, first.key);
      },
    )(event);
  };

  return { control: form.control, blurOf: form.blurOf, errorOf, refuse, handleSubmit };
}

function focusControl(form: HTMLFormElement, key: string) {
  const control = form.elements.namedItem(key);
  if (control instanceof HTMLElement) control.focus();
}
