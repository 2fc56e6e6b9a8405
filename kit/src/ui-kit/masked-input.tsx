import { useEffect, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from './control-styles';
import type { FieldErrorLike } from './error-message';
import { Field } from './field';
import { toImaskOptions } from './mask-options';
import { useImask } from './use-imask';

const TextBox = styled.input`
  ${controlCss}
  font-variant-numeric: tabular-nums;
`;

/** Props of {@link MaskedInput}. */
export interface MaskedInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'children'
> {
  label: ReactNode;
  /** Requirements §5 mask (`9` digit, `a` letter, `*` either) or imask's `0` digit, e.g. '00-00-00'. */
  mask: string;
  /** Controlled masked value ('12-34-56'). Give this or `unmaskedValue`, not both. */
  value?: string;
  /** Controlled raw value ('123456'). */
  unmaskedValue?: string;
  /** Called on every accepted change with the masked and the raw value. */
  onAccept?: (value: string, unmaskedValue: string) => void;
  /** Called when the mask is completely filled. */
  onComplete?: (value: string, unmaskedValue: string) => void;
  /** false shows the whole mask with placeholders while empty. */
  lazy?: boolean;
  error?: FieldErrorLike;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** Labelled input with a pattern mask; use it through react-hook-form's `Controller`. */
export function MaskedInput({
  label,
  mask,
  value,
  unmaskedValue,
  onAccept,
  onComplete,
  lazy = true,
  error,
  hint,
  hideLabel,
  id,
  className,
  ref: forwardedRef,
  ...rest
}: MaskedInputProps) {
  const opts = useMemo(() => toImaskOptions(mask, { lazy }), [mask, lazy]);
  const sync = (m: { value: string; unmaskedValue: string }) => {
    if (value !== undefined && m.value !== value) m.value = value;
    else if (unmaskedValue !== undefined && m.unmaskedValue !== unmaskedValue)
      m.unmaskedValue = unmaskedValue;
  };
  const { ref, maskRef } = useImask(
    opts,
    {
      onAttach: sync,
      onAccept: (m) => onAccept?.(m.value, m.unmaskedValue),
      onComplete: (m) => onComplete?.(m.value, m.unmaskedValue),
    },
    forwardedRef,
  );
  useEffect(() => {
    if (maskRef.current) sync(maskRef.current);
    // `sync` reads only the two props listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, unmaskedValue, maskRef]);

  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => <TextBox {...rest} {...control} ref={ref} />}
    </Field>
  );
}
