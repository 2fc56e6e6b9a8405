import { useCallback, useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/mini';
import { zodFormResolver } from './zod-form-resolver';

/**
 * react-hook-form over a Requirements §5 zod schema: the first error of a control shows on blur and on
 * submit (`onTouched`), and an invalid form never reaches the submit handler.
 *
 * Leaving a control that is still empty and was never used does not count as a blur (its error
 * shows on submit): a dialog starts on its first field, and pressing one of its links (Sign Up,
 * Recovery Password, Change Phone Number) would otherwise put "required" under that field and move
 * the link away from the pointer before the click lands. `blurOf` applies the same to controls
 * rendered through `Controller`.
 */
export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  blurOf: (name: FieldPath<z.input<S>>, onBlur: () => void) => () => void;
} {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodFormResolver(schema as unknown as z.core.$ZodType<z.output<S>, z.input<S>>),
    mode: 'onTouched',
    defaultValues,
  });
  type Name = FieldPath<z.input<S>>;
  const { register: registerField, getFieldState, formState } = form;
  // Controls the player has typed into, even if they are empty again.
  const used = useRef(new Set<string>());
  const counts = useCallback(
    (name: Name, value: unknown) =>
      (value !== '' && value !== undefined && value !== null) ||
      used.current.has(name) ||
      getFieldState(name).isTouched ||
      formState.isSubmitted,
    [getFieldState, formState],
  );
  const register = useCallback<UseFormRegister<z.input<S>>>(
    (name, options) => {
      const field = registerField(name, options);
      return {
        ...field,
        onChange: async (event) => {
          used.current.add(name);
          await field.onChange(event);
        },
        onBlur: async (event) => {
          if (counts(name, (event.target as HTMLInputElement | null)?.value)) await field.onBlur(event);
        },
      };
    },
    [registerField, counts],
  );
  const blurOf = useCallback(
    (name: Name, onBlur: () => void) => () => {
      if (counts(name, form.getValues(name))) onBlur();
    },
    [counts, form],
  );
  return { ...form, register, blurOf };
}
