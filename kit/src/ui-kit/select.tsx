import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from './control-styles';
import type { FieldErrorLike } from './error-message';
import { Field } from './field';

const NativeSelect = styled.select`
  ${controlCss}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  /* Chevron drawn with gradients so no icon file is needed. */
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends ComponentPropsWithRef<'select'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of a leading empty option (value ''). */
  placeholder?: string;
  error?: FieldErrorLike;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** Labelled native select (keyboard and screen-reader behaviour for free); works with `register`. */
export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel,
  id,
  className,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <NativeSelect {...rest} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
