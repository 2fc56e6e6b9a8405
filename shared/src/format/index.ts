export { formatMoney, parseTrAmount } from './money';
export { foldTurkish } from './fold-turkish';
