export { amountSeparators, formatMoney, parseAmount, parseTrAmount } from './money';
export { foldTurkish } from './fold-turkish';
