import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { firstErrorMessage, type FieldErrorLike } from './error-message';
import { FormError } from './form-error';
import { visuallyHiddenCss } from './visually-hidden';

/** Attributes Field hands to its control so label, hint and error are wired for assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHiddenCss : '')}
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** Props of {@link Field}. */
export interface FieldProps {
  label: ReactNode;
  error?: FieldErrorLike;
  hint?: ReactNode;
  /** Keep the label for screen readers only. */
  hideLabel?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  /** Renders the control with the ids it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/** Label + control + hint + FormError, wired with `htmlFor`, `aria-describedby` and `aria-invalid`. */
export function Field({ label, error, hint, hideLabel = false, id, children, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const invalid = firstErrorMessage(error) !== undefined;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ');
  return (
    <Wrap className={className}>
      <Label htmlFor={controlId} $hidden={hideLabel}>
        {label}
      </Label>
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': true as const } : {}),
      })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <FormError error={error} id={errorId} />
    </Wrap>
  );
}
