import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PaymentField as FieldDef } from '@playhub/shared/contracts';
import { useTranslation } from '@playhub/shared/i18n';
import { AmountInput, Input, MaskedInput, Select, preloadMasks } from '@playhub/shared/ui-kit';
import { rejectedAmountInput } from '../model/amount';
import { fieldKind } from '../model/field-schema';
import { maskExample, toInputMask } from '../model/mask';

// imask loads with the form that uses it, so it is in before the first keystroke.
preloadMasks();

/** Props of {@link PaymentField}. */
export interface PaymentFieldProps {
  field: FieldDef;
  /** The control's text (the option id for a dropdown). */
  value: string;
  /** Encoded error message (FormError translates it). */
  error?: string;
  /** Help under the control (the method limits under the amount). */
  hint?: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Reports input the amount mask refused (null once the player deletes something). */
  onRefuse: (message: string | null) => void;
}

/** Renders one dynamic payment field by its objectType (SPEC §3, §5). */
export function PaymentField({ field, value, error, hint, onChange, onBlur, onRefuse }: PaymentFieldProps) {
  const { t } = useTranslation('wallet');
  const fieldError = error ? { message: error } : undefined;
  const common = { label: field.label, name: field.key, error: fieldError, hint, onBlur };
  const kind = fieldKind(field);

  if (kind === 'dropdown') {
    const options = (field.option ?? []).map((o) => ({ value: String(o.id), label: o.name }));
    return (
      <Select
        {...common}
        options={options}
        placeholder={t('form.choose')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  if (kind === 'masked' && field.mask) {
    return (
      <MaskedInput
        {...common}
        mask={toInputMask(field.mask)}
        placeholder={maskExample(field.mask)}
        autoComplete="off"
        inputMode={/[a*]/.test(field.mask) ? 'text' : 'numeric'}
        onAccept={(masked) => onChange(masked)}
      />
    );
  }
  if (kind === 'amount' || kind === 'integer') {
    return (
      <AmountField
        {...common}
        inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
        onChange={onChange}
        onRefuse={onRefuse}
      />
    );
  }
  return <Input {...common} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />;
}

interface AmountFieldProps {
  label: string;
  name: string;
  error?: { message: string };
  hint?: string;
  inputMode: 'numeric' | 'decimal';
  onBlur: () => void;
  onChange: (text: string) => void;
  onRefuse: (message: string | null) => void;
}

/** AmountInput (₺, tr-TR `1.234,56`) that explains the characters its mask drops silently. */
function AmountField({ onChange, onRefuse, ...rest }: AmountFieldProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const refuseRef = useRef(onRefuse);
  useLayoutEffect(() => {
    refuseRef.current = onRefuse;
  });

  useEffect(() => {
    const node = wrap.current;
    if (!node) return undefined;
    // Native beforeinput runs before imask rewrites the value, so the typed text is still known.
    const check = (event: Event) => {
      const e = event as InputEvent;
      const input = e.target as HTMLInputElement;
      if (!e.inputType?.startsWith('insert')) return refuseRef.current(null);
      const inserted = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
      const start = input.selectionStart ?? input.value.length;
      const kept = input.value.slice(0, start) + input.value.slice(input.selectionEnd ?? start);
      // A refusal stays until the player deletes something: later clean typing does not mean
      // they saw what was dropped.
      const refused = rejectedAmountInput(inserted, kept);
      if (refused) refuseRef.current(refused);
    };
    node.addEventListener('beforeinput', check, true);
    return () => node.removeEventListener('beforeinput', check, true);
  }, []);

  return (
    <div ref={wrap}>
      <AmountInput {...rest} placeholder="0,00" onValueChange={(_amount, text) => onChange(text)} />
    </div>
  );
}
