import type { Locale } from '@playhub/shared/contracts';

/** A UTC time of the wire format (`YYYY-MM-DDTHH:MM:SS`) as an operator in Istanbul reads it. */
export function when(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(`${iso}Z`));
}

/** A `<time>` of such a UTC time, or a dash for none. */
export function When({ locale, iso }: { locale: Locale; iso: string | null | undefined }) {
  if (!iso) return <>—</>;
  return <time dateTime={`${iso}Z`}>{when(locale, iso)}</time>;
}
