import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DAY_INPUT,
  formatDay,
  rangeInstants,
  readDay,
  readDayRange,
  type DayError,
} from '@playhub/kit/dates';
import { asLanguage, useTranslation } from '@playhub/shared/i18n';
import { media } from '@playhub/shared/theme';
import { Button, MaskedInput } from '@playhub/kit/ui-kit';
import { useSearchUpdate } from '../lib/search-update';

/** The days a history list is limited to (`YYYY-MM-DD`, in the URL as `?from=&to=`) and how to change them. */
export interface DateRangeParams {
  from: string | null;
  to: string | null;
  /** The API's `from`/`to` for these days (UTC instants of the player's day boundaries). */
  instants: { from?: string; to?: string };
  /** Sets both days and goes back to the first page (a new history entry). */
  set: (from: string | null, to: string | null) => void;
}

/** The date range of a history list, kept in the URL beside its filters and page. */
export function useDateRangeParams(): DateRangeParams {
  const [search, update] = useSearchUpdate();
  const from = readDay(search.get('from'));
  const to = readDay(search.get('to'));
  const instants = useMemo(() => rangeInstants(from, to), [from, to]);
  const set = useCallback(
    (f: string | null, t: string | null) =>
      update((current) => {
        const next = new URLSearchParams(current);
        for (const [name, v] of [
          ['from', f],
          ['to', t],
        ] as const) {
          if (v) next.set(name, v);
          else next.delete(name);
        }
        next.delete('page');
        return next;
      }),
    [update],
  );
  return { from, to, instants, set };
}

const ERROR_KEYS: Record<DayError, string> = {
  date: 'validation.date',
  bounds: 'account:validation.dateOutOfRange',
  order: 'account:validation.dateRange',
};

/**
 * From / to days of a history list, typed in the player's language (tr 31.12.2026, en 31/12/2026)
 * and checked before anything is asked: a real day, from 2000 up to today, the first not after the
 * second. Show applies them; Clear removes them.
 */
export function DateRangeFilter({ range }: { range: DateRangeParams }) {
  const { t, i18n } = useTranslation('account');
  const lang = asLanguage(i18n.language) ?? 'tr';
  const input = DAY_INPUT[lang];
  const [fromText, setFromText] = useState(() => formatDay(range.from, lang));
  const [toText, setToText] = useState(() => formatDay(range.to, lang));
  const [errors, setErrors] = useState<{ from?: DayError; to?: DayError }>({});
  // The URL (back/forward, a shared link, another language) wins over what was typed.
  useEffect(() => {
    setFromText(formatDay(range.from, lang));
    setToText(formatDay(range.to, lang));
    setErrors({});
  }, [range.from, range.to, lang]);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const read = readDayRange(fromText, toText, lang);
    setErrors(read.errors);
    if (!read.errors.from && !read.errors.to) range.set(read.from, read.to);
  };
  const error = (e?: DayError) => (e ? { message: ERROR_KEYS[e] } : undefined);

  return (
    <Form
      role="search"
      aria-label={t('history.dateFilter')}
      onSubmit={apply}
      noValidate
      data-testid="date-filter"
    >
      <MaskedInput
        label={t('history.from')}
        name="from"
        mask={input.mask}
        placeholder={input.placeholder}
        inputMode="numeric"
        autoComplete="off"
        value={fromText}
        onAccept={(v) => setFromText(v)}
        error={error(errors.from)}
        hint={t('history.dateFormat', { format: input.placeholder })}
      />
      <MaskedInput
        label={t('history.to')}
        name="to"
        mask={input.mask}
        placeholder={input.placeholder}
        inputMode="numeric"
        autoComplete="off"
        value={toText}
        onAccept={(v) => setToText(v)}
        error={error(errors.to)}
        hint={t('history.dateFormat', { format: input.placeholder })}
      />
      <Actions>
        <Button type="submit" size="sm">
          {t('history.applyDates')}
        </Button>
        {(range.from || range.to) && (
          <Button type="button" size="sm" variant="secondary" onClick={() => range.set(null, null)}>
            {t('history.clearDates')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  /* from and to side by side even on a 360 px phone (a day is ten characters) */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 14rem)) auto;
    align-items: start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  grid-column: 1 / -1;
  ${media.up('sm')} {
    grid-column: auto;
    /* level with the inputs, below their labels */
    padding-top: 1.6rem;
  }
`;
