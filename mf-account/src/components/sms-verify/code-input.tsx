import type { FocusEventHandler } from 'react';
import { MaskedInput, preloadMasks, type FieldErrorLike } from '@playhub/kit/ui-kit';

// imask loads with the form that uses it, so it is in before the first keystroke.
preloadMasks();

/** Code mask of the SMS dialog (Requirements §5). */
export const DIALOG_CODE_MASK = '00-00-00';
/** Code mask of the dashboard phone page (Requirements §5). */
export const PAGE_CODE_MASK = '000-000';

/** Props of {@link CodeInput}. */
export interface CodeInputProps {
  label: string;
  mask: string;
  /** Digits only (what the API receives). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: FieldErrorLike;
}

/** 6-digit code field with a display mask; the form value keeps the digits only. */
export function CodeInput({ label, mask, value, onChange, onBlur, error }: CodeInputProps) {
  return (
    <MaskedInput
      label={label}
      mask={mask}
      unmaskedValue={value}
      onAccept={(_masked, digits) => onChange(digits)}
      onBlur={onBlur}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      name="code"
    />
  );
}
