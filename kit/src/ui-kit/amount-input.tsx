import { useEffect, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { controlCss } from './control-styles';
import type { FieldErrorLike } from './error-message';
import { Field } from './field';
import { amountMaskOptions } from './mask-options';
import { useImask } from './use-imask';

const Wrap = styled.div`
  position: relative;
`;

const Prefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  pointer-events: none;
`;

const TextBox = styled.input`
  ${controlCss}
  padding-left: ${({ theme }) => theme.space.xxl};
  font-variant-numeric: tabular-nums;
`;

/** Props of {@link AmountInput}. */
export interface AmountInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'children'
> {
  label: ReactNode;
  /** Controlled amount in major units (null = empty). */
  value?: number | null;
  /** Called on every accepted change with the number (null when empty) and the shown text. */
  onValueChange?: (amount: number | null, text: string) => void;
  /** Lowest amount; values below are raised to it when the field is left. Default 0 (no negatives). */
  min?: number;
  max?: number;
  error?: FieldErrorLike;
  hint?: ReactNode;
  hideLabel?: boolean;
}

function amountOf(unmasked: string): number | null {
  if (unmasked === '') return null;
  const n = Number(unmasked);
  return Number.isFinite(n) ? n : null;
}

/**
 * Labelled ₺ amount input in the interface language (en `1,234.56`, tr `1.234,56`); use it through
 * react-hook-form's `Controller`.
 */
export function AmountInput({
  label,
  value,
  onValueChange,
  min,
  max,
  error,
  hint,
  hideLabel,
  id,
  className,
  ref: forwardedRef,
  ...rest
}: AmountInputProps) {
  const { t, i18n } = useTranslation('common');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const opts = useMemo(() => amountMaskOptions({ min, max, lang }), [min, max, lang]);
  const sync = (m: { unmaskedValue: string; typedValue: number }) => {
    if (value === undefined || amountOf(m.unmaskedValue) === value) return;
    if (value === null) m.unmaskedValue = '';
    else m.typedValue = value;
  };
  const { ref, maskRef } = useImask(
    opts,
    { onAttach: sync, onAccept: (m) => onValueChange?.(amountOf(m.unmaskedValue), m.value) },
    forwardedRef,
  );
  useEffect(() => {
    if (maskRef.current) sync(maskRef.current);
    // `sync` reads only `value`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, maskRef]);

  return (
    <Field label={label} error={error} hint={hint} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <Wrap>
          <Prefix aria-hidden="true">{t('currency')}</Prefix>
          <TextBox
            inputMode="decimal"
            autoComplete="off"
            {...rest}
            {...control}

            ref={ref}
          />
        </Wrap>
      )}
    </Field>
  );
}
