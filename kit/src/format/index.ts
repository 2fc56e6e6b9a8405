export { amountSeparators, formatMoney, parseAmount, parseTrAmount } from './money';
export { foldTurkish, normalizeSearch } from './fold-turkish';
