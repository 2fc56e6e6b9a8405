import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlCss } from './control-styles';
import type { FieldErrorLike } from './error-message';
import { Field } from './field';

const TextBox = styled.input`
  ${controlCss}
`;

/** Props of {@link Input}: every native input prop plus label, error and hint. */
export interface InputProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
  hideLabel?: boolean;
}

/** Labelled text input; spread react-hook-form's `register(name)` into it (the ref is forwarded). */
export function Input({ label, error, hint, hideLabel, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => <TextBox {...rest} {...control} />}
    </Field>
  );
}
