import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PaymentField as FieldDef } from '@playhub/shared/contracts';
import { amountSeparators } from '@playhub/kit/format';
import { asLanguage, useTranslation, type Language } from '@playhub/shared/i18n';
import { AmountInput, Input, MaskedInput, Select, preloadMasks } from '@playhub/kit/ui-kit';
import { breaksGrouping, groupingMark, rejectedAmountInput, walletError } from '../model/amount';
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

/** Renders one dynamic payment field by its objectType (Requirements §3, §5). */
export function PaymentField({ field, value, error, hint, onChange, onBlur, onRefuse }: PaymentFieldProps) {
  const { t, i18n } = useTranslation('wallet');
  const lang = asLanguage(i18n.language) ?? 'tr';
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
        lang={lang}
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
  lang: Language;
  onBlur: () => void;
  onChange: (text: string) => void;
  onRefuse: (message: string | null) => void;
}

/**
 * AmountInput (₺, `1,234.56` in en, `1.234,56` in tr) that explains the characters its mask drops
 * silently, and refuses a thousands separator typed where the player meant decimals (`100,50` in
 * en would otherwise become 10,050) once the integer part is complete: at the decimal separator,
 * on leaving the field or on Enter.
 */
function AmountField({ onChange, onRefuse, lang, ...rest }: AmountFieldProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const refuseRef = useRef(onRefuse);
  useLayoutEffect(() => {
    refuseRef.current = onRefuse;
  });

  useEffect(() => {
    const node = wrap.current;
    if (!node) return undefined;
    let marks: number[] = [];
    const grouping = (input: HTMLInputElement) => {
      if (!breaksGrouping(input.value, marks, lang)) return false;
      refuseRef.current(walletError('amountGrouping'));
      return true;
    };
    // Native beforeinput runs before imask rewrites the value, so the typed text is still known.
    const check = (event: Event) => {
      const e = event as InputEvent;
      const input = e.target as HTMLInputElement;
      if (!e.inputType?.startsWith('insert')) {
        marks = [];
        return refuseRef.current(null);
      }
      const inserted = e.data ?? e.dataTransfer?.getData('text/plain') ?? '';
      const start = input.selectionStart ?? input.value.length;
      const end = input.selectionEnd ?? start;
      const kept = input.value.slice(0, start) + input.value.slice(end);
      // A refusal stays until the player deletes something: later clean typing does not mean
      // they saw what was dropped.
      const refused = rejectedAmountInput(inserted, kept, lang);
      if (refused) return refuseRef.current(refused);
      const mark = groupingMark(inserted, kept, end === input.value.length, lang);
      if (mark !== null) marks.push(mark);
      if (inserted === amountSeparators(lang).decimal) grouping(input);
    };
    const leave = (event: Event) => void grouping(event.target as HTMLInputElement);
    const enter = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && grouping(event.target as HTMLInputElement)) event.preventDefault();
    };
    node.addEventListener('beforeinput', check, true);
    node.addEventListener('focusout', leave, true);
    node.addEventListener('keydown', enter, true);
    return () => {
      node.removeEventListener('beforeinput', check, true);
      node.removeEventListener('focusout', leave, true);
      node.removeEventListener('keydown', enter, true);
    };
  }, [lang]);

  return (
    <div ref={wrap}>
      <AmountInput
        {...rest}
        placeholder={`0${amountSeparators(lang).decimal}00`}
        onValueChange={(_amount, text) => onChange(text)}
      />
    </div>
  );
}
