export { formatMoney, parseTrAmount } from './money';
export { formatDateTime, parseServerDate, NOTIFICATION_DATE_PATTERN } from './date';
export { foldTurkish } from './fold-turkish';
