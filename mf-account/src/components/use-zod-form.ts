import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from './zod-form-resolver';

/**
 * react-hook-form over a SPEC §5 zod schema: the first error of a control shows on blur and on
 * submit (`onTouched`), and an invalid form never reaches the submit handler.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodFormResolver(schema as unknown as z.ZodType<z.output<S>, z.input<S>>),
    mode: 'onTouched',
    defaultValues,
  });
}
