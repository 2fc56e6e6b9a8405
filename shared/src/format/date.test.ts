import { formatDateTime, parseServerDate } from './date';

// Istanbul is UTC+3 all year (no DST since 2016), so expected local times are fixed.
// Set here and in jest's environment alike; Node reads TZ lazily on the first Date use.
process.env.TZ = 'Europe/Istanbul';

describe('formatDateTime', () => {
  it('reads a zoneless timestamp as UTC and shows local time in en', () => {
    expect(formatDateTime('2024-01-05T21:30:00', 'd.MMM.yy HH:mm', 'en')).toBe('6.Jan.24 00:30');
  });

  it('uses Turkish month names in tr', () => {
    expect(formatDateTime('2024-02-14T09:05:00.123', 'd.MMM.yy HH:mm', 'tr')).toBe('14.Şub.24 12:05');
  });

  it('respects an explicit zone', () => {
    expect(formatDateTime('2024-01-05T21:30:00+03:00', 'HH:mm', 'en')).toBe('21:30');
    expect(formatDateTime('2024-01-05T21:30:00Z', 'HH:mm', 'en')).toBe('00:30');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDateTime('not a date', 'HH:mm', 'en')).toBe('');
    expect(parseServerDate('')).toBeNull();
  });
});
