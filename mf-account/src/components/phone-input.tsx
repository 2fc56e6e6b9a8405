import type { FocusEventHandler } from 'react';
import { MaskedInput, preloadMasks } from '@playhub/kit/ui-kit';
import type { FieldErrorLike } from '@playhub/kit/ui-kit';

// imask loads with the form that uses it, so it is in before the first keystroke.
preloadMasks();

/** Country prefix every phone number starts with (Requirements §9). */
export const PHONE_PREFIX = '90';
/** Display mask: the fixed +90 prefix and 10 digits. */
export const PHONE_MASK = '+\\9\\0 (999) 999 99 99';

/** The 10 national digits of a stored phone (the part the mask edits). */
export function nationalDigits(phone: string): string {
  return phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : phone;
}

/** The value sent to the API: prefix plus the typed digits, or '' while nothing is typed. */
export function fullPhone(digits: string): string {
  return digits ? PHONE_PREFIX + digits : '';
}

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  label: string;
  /** Digits including the 90 prefix, as sent to the API. */
  value: string;
  onChange: (phone: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: FieldErrorLike;
  readOnly?: boolean;
  name?: string;
}

/** Phone field with the mask of Requirements §5 (prefix 90, 10 digits); the form value keeps digits only. */
export function PhoneInput({ label, value, onChange, onBlur, error, readOnly, name }: PhoneInputProps) {
  return (
    <MaskedInput
      label={label}
      mask={PHONE_MASK}
      unmaskedValue={nationalDigits(value)}
      onAccept={(_masked, digits) => onChange(fullPhone(digits))}
      onBlur={onBlur}
      error={error}
      readOnly={readOnly}
      aria-readonly={readOnly || undefined}
      name={name}
      inputMode="tel"
      autoComplete="tel-national"
    />
  );
}
