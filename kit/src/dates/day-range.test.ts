import { formatDay, rangeInstants, readDay, readDayRange } from './day-range';

const now = new Date(2026, 10, 27, 15, 0); // 27 November 2026, local time

describe('readDayRange', () => {
  it('reads days as typed in each language', () => {
    expect(readDayRange('01.11.2026', '20.11.2026', 'tr', now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      errors: {},
    });
    expect(readDayRange('01/11/2026', '', 'en', now)).toEqual({ from: '2026-11-01', to: null, errors: {} });
    expect(readDayRange('  ', '', 'en', now)).toEqual({ from: null, to: null, errors: {} });
  });

  it('refuses what is not a day, a day out of 2000–today, and a reversed range', () => {
    expect(readDayRange('31.02.2026', '', 'tr', now).errors).toEqual({ from: 'date' });
    expect(readDayRange('01/11/2026', '', 'tr', now).errors).toEqual({ from: 'date' });
    expect(readDayRange('1.11.2026', '', 'tr', now).errors).toEqual({ from: 'date' });
    expect(readDayRange('garbage', '\u0000', 'en', now).errors).toEqual({ from: 'date', to: 'date' });
    expect(readDayRange('31.12.1999', '', 'tr', now).errors).toEqual({ from: 'bounds' });
    expect(readDayRange('', '28.11.2026', 'tr', now).errors).toEqual({ to: 'bounds' });
    expect(readDayRange('', '27.11.2026', 'tr', now).errors).toEqual({});
    expect(readDayRange('20.11.2026', '01.11.2026', 'tr', now).errors).toEqual({ to: 'order' });
  });
});

describe('readDay (from the URL)', () => {
  it('keeps only real days from 2000 up to today', () => {
    expect(readDay('2026-11-01', now)).toBe('2026-11-01');
    expect(readDay('2026-02-31', now)).toBeNull();
    expect(readDay('2026-11-28', now)).toBeNull();
    expect(readDay('1999-12-31', now)).toBeNull();
    expect(readDay('99999-01-01', now)).toBeNull();
    expect(readDay(null, now)).toBeNull();
  });
});

describe('formatDay and rangeInstants', () => {
  it('writes a day in the language', () => {
    expect(formatDay('2026-11-05', 'tr')).toBe('05.11.2026');
    expect(formatDay('2026-11-05', 'en')).toBe('05/11/2026');
    expect(formatDay(null, 'en')).toBe('');
  });

  it('sends the start of the first day and of the day after the last one, where the player is', () => {
    const r = rangeInstants('2026-11-01', '2026-11-03');
    expect(new Date(r.from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(r.to!).getTime()).toBe(new Date(2026, 10, 4).getTime());
    expect(rangeInstants(null, null)).toEqual({});
  });
});
