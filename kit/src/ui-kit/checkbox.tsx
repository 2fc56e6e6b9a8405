import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { firstErrorMessage, type FieldErrorLike } from './error-message';
import { FormError } from './form-error';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 32px;
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  width: 18px;
  height: 18px;
  margin: 0;
  flex: none;
  accent-color: ${({ theme }) => theme.colors.accent};
`;

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  error?: FieldErrorLike;
}

/** Native checkbox with its label on the right; works with `register`. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const invalid = firstErrorMessage(error) !== undefined;
  return (
    <div className={className}>
      <Row htmlFor={controlId}>
        <Box
          {...rest}
          id={controlId}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${controlId}-error` : undefined}
        />
        <span>{label}</span>
      </Row>
      <FormError error={error} id={`${controlId}-error`} />
    </div>
  );
}
