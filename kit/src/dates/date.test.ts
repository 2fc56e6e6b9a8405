import { formatCalendarDate, formatDateTime, parseServerDate } from './date';

// Expected strings are built from the machine's own offset for the UTC instant, so the test holds
// in any time zone (jest gives each test file its own process.env, so setting TZ here is useless).
const pad = (n: number) => String(n).padStart(2, '0');
const enMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const trMonths = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

function expected(utc: Date, months: string[]): string {
  const yy = String(utc.getFullYear()).slice(2);
  return `${utc.getDate()}.${months[utc.getMonth()]}.${yy} ${pad(utc.getHours())}:${pad(utc.getMinutes())}`;
}

describe('formatDateTime', () => {
  it('reads a zoneless timestamp as UTC and shows local time in en', () => {
    const instant = new Date(Date.UTC(2024, 0, 5, 21, 30));
    expect(formatDateTime('2024-01-05T21:30:00', 'd.MMM.yy HH:mm', 'en')).toBe(expected(instant, enMonths));
  });

  it('uses Turkish month names in tr', () => {
    const instant = new Date(Date.UTC(2024, 1, 14, 9, 5));
    expect(formatDateTime('2024-02-14T09:05:00.123', 'd.MMM.yy HH:mm', 'tr')).toBe(
      expected(instant, trMonths),
    );
  });

  it('treats zoneless and Z timestamps alike, and honours an explicit offset', () => {
    expect(parseServerDate('2024-01-05T21:30:00')?.toISOString()).toBe('2024-01-05T21:30:00.000Z');
    expect(parseServerDate('2024-01-05T21:30:00Z')?.toISOString()).toBe('2024-01-05T21:30:00.000Z');
    expect(parseServerDate('2024-01-05T21:30:00+03:00')?.toISOString()).toBe('2024-01-05T18:30:00.000Z');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDateTime('not a date', 'HH:mm', 'en')).toBe('');
    expect(parseServerDate('')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  // Issue 17: the account page showed the birth date as 1990-05-17 on the Turkish page.
  it('writes a birth date the way each language does', () => {
    expect(formatCalendarDate('1990-05-17', 'tr')).toBe('17.05.1990');
    expect(formatCalendarDate('1990-05-17', 'en')).toBe('17 May 1990');
  });

  it('keeps the day whatever the time zone, and leaves anything else as it is', () => {
    expect(formatCalendarDate('2000-01-01', 'tr')).toBe('01.01.2000');
    expect(formatCalendarDate('1990-02-30', 'en')).toBe('1990-02-30');
    expect(formatCalendarDate('17.05.1990', 'en')).toBe('17.05.1990');
    expect(formatCalendarDate('', 'tr')).toBe('');
  });
});
