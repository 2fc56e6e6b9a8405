// Server timestamps and date-fns patterns. A subpath of its own so date-fns loads with the pages that
// show dates, not with the frame (which needs only `format`'s money).
export {
  CALENDAR_DATE_PATTERN,
  formatCalendarDate,
  formatDateTime,
  parseServerDate,
  NOTIFICATION_DATE_PATTERN,
} from './date';
export * from './day-range';
