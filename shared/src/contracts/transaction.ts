import * as z from 'zod/mini';
import { dateRangeFields, dateRangeOrdered, money, paged, pagingFields, utcTimestamp } from './envelope';
import { paymentMethodSchema, transactionStatusSchema, transactionTypeSchema } from './enums';

/** `transaction/history` body: type (0 all), status (0 all) and date filters, paged. */
export const transactionHistoryPayload = z
  .strictObject({
    type: z._default(transactionTypeSchema, 0),
    status: z._default(transactionStatusSchema, 0),
    ...dateRangeFields,
    ...pagingFields,
  })
  .check(dateRangeOrdered);
/** Inferred type of {@link transactionHistoryPayload}. */
export type TransactionHistoryPayload = z.infer<typeof transactionHistoryPayload>;

/** One money movement of the player (deposits, withdrawals; bonuses appear as deposits). */
export const transactionItem = z.object({
  id: z.int(),
  type: transactionTypeSchema,
  status: transactionStatusSchema,
  amount: money,
  method: z.nullable(paymentMethodSchema),
  methodName: z.string(),
  note: z.string(),
  /** Why the operator rejected it (a rejected withdrawal only; the operator's own words, plain text). */
  reason: z.optional(z.nullable(z.string())),
  createdAt: utcTimestamp,
});
/** Inferred type of {@link transactionItem}. */
export type TransactionItem = z.infer<typeof transactionItem>;

/** Data of `transaction/history`. */
export const transactionHistoryPage = paged(transactionItem);
/** Inferred type of {@link transactionHistoryPage}. */
export type TransactionHistoryPage = z.infer<typeof transactionHistoryPage>;

/** `transaction/topwinners` body (the UI sends isLive false, count 40). */
export const topWinnersPayload = z.strictObject({
  isLive: z._default(z.boolean(), false),
  count: z._default(z.int().check(z.minimum(1), z.maximum(100)), 40),
});
/** Inferred type of {@link topWinnersPayload}. */
export type TopWinnersPayload = z.infer<typeof topWinnersPayload>;

/** A top winner row. */
export const topWinner = z.object({
  image: z.string(),
  game: z.string(),
  name: z.string(),
  amount: money,
  currencySymbol: z.string(),
});
/** Inferred type of {@link topWinner}. */
export type TopWinner = z.infer<typeof topWinner>;

/** Data of `transaction/topwinners`. */
export const topWinnerList = z.array(topWinner);
/** Inferred type of {@link topWinnerList}. */
export type TopWinnerList = z.infer<typeof topWinnerList>;

/** Progress of the active bonus's wagering requirement (bonus money becomes cash when met). */
export const wageringProgress = z.object({ required: money, wagered: money });
/** Inferred type of {@link wageringProgress}. */
export type WageringProgress = z.infer<typeof wageringProgress>;

/**
 * Data of `GET user/balance`. `balance` is what the player can play with (cash not held for a
 * withdrawal, plus bonus money); `withdrawable` is cash not held; `held` is pending withdrawals;
 * `bonus` is bonus money, not withdrawable until `wagering` is met.
 */
export const balanceData = z.object({
  balance: money,
  withdrawable: money,
  held: money,
  bonus: money,
  wagering: z.nullable(wageringProgress),
});
/** Inferred type of {@link balanceData}. */
export type BalanceData = z.infer<typeof balanceData>;

// Net deposits (issue 32, item 2).

/**
 * Data of `GET transaction/summary`: lifetime completed deposits and withdrawals and their difference
 * (net deposits), and the net result of the games (wins − stakes) over the last `months` months, TRY.
 */
export const moneySummary = z.object({
  deposits: money,
  withdrawals: money,
  netDeposits: money,
  /** The window of the net result, in months (12 unless the market says otherwise). */
  months: z.int(),
  staked: money,
  won: money,
  netResult: money,
});
/** Inferred type of {@link moneySummary}. */
export type MoneySummary = z.infer<typeof moneySummary>;
