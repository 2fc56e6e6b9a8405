import * as z from 'zod/mini';
import { money, paged, pagingFields, utcTimestamp } from './envelope';
import { transactionStatusSchema } from './enums';
import { idField } from './validation';

/** A bonus offer the player can request (`GET bonus/list`). */
export const bonusOffer = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string().check(z.describe('HTML')),
  imageUrl: z.string(),
  amount: z.nullable(money).check(z.describe('fixed amount, or null when set by the operator')),
});
/** Inferred type of {@link bonusOffer}. */
export type BonusOffer = z.infer<typeof bonusOffer>;

/** Data of `bonus/list`. */
export const bonusOfferList = z.array(bonusOffer);
/** Inferred type of {@link bonusOfferList}. */
export type BonusOfferList = z.infer<typeof bonusOfferList>;

/** `bonus/request` body: the offer and an optional note. Creates a Pending request. */
export const bonusRequestPayload = z.strictObject({
  bonusId: idField,
  note: z.optional(z.string().check(z.maxLength(200))),
});
/** Inferred type of {@link bonusRequestPayload}. */
export type BonusRequestPayload = z.infer<typeof bonusRequestPayload>;

/** `bonus/history` body: `{ skip, take }`. */
export const bonusHistoryPayload = z.strictObject(pagingFields);
/** Inferred type of {@link bonusHistoryPayload}. */
export type BonusHistoryPayload = z.infer<typeof bonusHistoryPayload>;

/** A bonus request or credit (trial bonus included). */
export const bonusHistoryItem = z.object({
  id: z.int(),
  title: z.string(),
  amount: money,
  status: transactionStatusSchema,
  createdAt: utcTimestamp,
});
/** Inferred type of {@link bonusHistoryItem}. */
export type BonusHistoryItem = z.infer<typeof bonusHistoryItem>;

/** Data of `bonus/history`. */
export const bonusHistoryPage = paged(bonusHistoryItem);
/** Inferred type of {@link bonusHistoryPage}. */
export type BonusHistoryPage = z.infer<typeof bonusHistoryPage>;

/**
 * Data of `GET bonus/definetrialbonus`: the granted bonus, the new playable balance and the amount
 * to wager before the bonus becomes withdrawable cash.
 */
export const trialBonusResult = z.object({ amount: money, balance: money, wageringRequired: money });
/** Inferred type of {@link trialBonusResult}. */
export type TrialBonusResult = z.infer<typeof trialBonusResult>;

/**
 * Where a player stands with the trial bonus: `available` (claim it now), `needsPhone` (verify the
 * phone first), `claimed` (this person already had it), `notOptedIn` (not chosen at sign-up),
 * `unavailable` (the operator offers none).
 */
export const trialBonusState = z.enum(['available', 'needsPhone', 'claimed', 'notOptedIn', 'unavailable']);
/** Inferred type of {@link trialBonusState}. */
export type TrialBonusState = z.infer<typeof trialBonusState>;

/** Data of `GET bonus/trial`: the trial bonus amount, the player's state and the wagering multiple. */
export const trialBonusStatus = z.object({
  amount: money,
  state: trialBonusState,
  wageringMultiplier: z.int().check(z.minimum(0)),
});
/** Inferred type of {@link trialBonusStatus}. */
export type TrialBonusStatus = z.infer<typeof trialBonusStatus>;
