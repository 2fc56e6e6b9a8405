import * as z from 'zod/mini';
import { money, utcTimestamp } from './envelope';
import {
  paymentGroupSchema,
  paymentMethodSchema,
  paymentObjectTypeSchema,
  transactionStatusSchema,
} from './enums';
import { idField } from './validation';

/** Direction of a payment call: 1 deposit, 2 withdraw (TransactionType without All). */
export const paymentDirection = z.union([z.literal(1), z.literal(2)]);
/** Inferred type of {@link paymentDirection}. */
export type PaymentDirection = z.infer<typeof paymentDirection>;

/** A payment method offered to the player, with its limits in TRY. */
export const paymentMethodInfo = z.object({
  id: z.int().check(z.describe('pass as `id` to payment/detail, deposit and withdraw')),
  name: z.string(),
  type: paymentMethodSchema,
  logoUrl: z.string(),
  minAmount: money,
  maxAmount: money,
  deposit: z.boolean(),
  withdraw: z.boolean(),
  /** True when deposits answer with an external payment page address. */
  redirect: z.boolean(),
});
/** Inferred type of {@link paymentMethodInfo}. */
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfo>;

/** A group of payment methods (Requirements §3 groups). */
export const paymentMethodGroup = z.object({
  id: paymentGroupSchema,
  name: z.string(),
  methods: z.array(paymentMethodInfo),
});
/** Inferred type of {@link paymentMethodGroup}. */
export type PaymentMethodGroup = z.infer<typeof paymentMethodGroup>;

/** `GET payment/methods?type=1|2` query (default 1). Data: PaymentMethodGroup[] (empty groups left out). */
export const paymentMethodsQuery = z.strictObject({
  type: z._default(z.pipe(z.coerce.number(), paymentDirection), 1),
});
/** Inferred type of {@link paymentMethodsQuery}. */
export type PaymentMethodsQuery = z.infer<typeof paymentMethodsQuery>;

/** Data of `payment/methods`. */
export const paymentMethodGroups = z.array(paymentMethodGroup);
/** Inferred type of {@link paymentMethodGroups}. */
export type PaymentMethodGroups = z.infer<typeof paymentMethodGroups>;

/** `payment/detail` body: method id and direction. */
export const paymentDetailPayload = z.strictObject({ id: idField, type: paymentDirection });
/** Inferred type of {@link paymentDetailPayload}. */
export type PaymentDetailPayload = z.infer<typeof paymentDetailPayload>;

/** A dropdown option of a payment field. */
export const paymentFieldOption = z.object({ id: z.int(), name: z.string() });
/** Inferred type of {@link paymentFieldOption}. */
export type PaymentFieldOption = z.infer<typeof paymentFieldOption>;

/** A crypto network whose address format payout validators know. */
export const cryptoNetwork = z.enum(['bitcoin', 'ethereum', 'tron']);
/** Inferred type of {@link cryptoNetwork}. */
export type CryptoNetwork = z.infer<typeof cryptoNetwork>;

/**
 * How the payout rails check a field, beyond its type and mask (`@playhub/kit/payout-details`
 * runs it, in the API and in the form): `iban` (the country's length and the mod-97 check digits,
 * of one of `countries` when given), `cardNumber` (Luhn), `cryptoAddress` (the format and checksum
 * of the network chosen in the field `networkField`, whose option ids `networks` maps).
 */
export const payoutValidator = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('iban'), countries: z.optional(z.nullable(z.array(z.string()))) }),
  z.object({ rule: z.literal('cardNumber') }),
  z.object({
    rule: z.literal('cryptoAddress'),
    networkField: z.string(),
    networks: z.record(z.string(), cryptoNetwork),
  }),
]);
/** Inferred type of {@link payoutValidator}. */
export type PayoutValidator = z.infer<typeof payoutValidator>;

/**
 * A dynamic payment form field. `mask` uses 9 = digit, a = letter, * = either (other characters are
 * literals and are sent as typed). `option` non-null means a dropdown whose value is the option id.
 * The amount field is always keyed `amount` (Decimal). `label` is localized by x-locale.
 */
export const paymentField = z.object({
  key: z.string(),
  label: z.string(),
  mask: z.nullable(z.string()),
  objectType: paymentObjectTypeSchema,
  option: z.nullable(z.array(paymentFieldOption)),
  /**
   * A rule free text must match (a JavaScript regular expression source, unicode), with the message
   * to show when it does not (localized): the form checks what the API checks. Absent for none.
   */
  pattern: z.optional(z.nullable(z.string())),
  patternMessage: z.optional(z.nullable(z.string())),
  /** The payout rails' check of the value (absent for none); the API checks it again. */
  validator: z.optional(z.nullable(payoutValidator)),
});
/** Inferred type of {@link paymentField}. */
export type PaymentField = z.infer<typeof paymentField>;

/** Data of `payment/detail`. */
export const paymentFieldList = z.array(paymentField);
/** Inferred type of {@link paymentFieldList}. */
export type PaymentFieldList = z.infer<typeof paymentFieldList>;

/** `payment/deposit` and `payment/withdraw` body: method id, target 'pay', field values by key. */
export const paymentRequest = z.strictObject({
  id: idField,
  target: z.literal('pay'),
  detail: z.record(
    z.string().check(z.maxLength(50)),
    z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean(), z.null()]),
  ),
});
/** Inferred type of {@link paymentRequest}. */
export type PaymentRequest = z.infer<typeof paymentRequest>;

/**
 * Data of `payment/deposit`: an absolute http(s) address of the payment page (open it in a new tab),
 * or null when the provider confirms later (show the message). Either way the balance is credited
 * only when the provider confirms the payment.
 */
export const depositResult = z.nullable(z.string());
/** Inferred type of {@link depositResult}. */
export type DepositResult = z.infer<typeof depositResult>;

/** Data of `payment/withdraw`: the new balance and the pending transaction id. */
export const withdrawResult = z.object({ transactionId: z.int(), balance: money });
/** Inferred type of {@link withdrawResult}. */
export type WithdrawResult = z.infer<typeof withdrawResult>;

/**
 * Data of `GET payment/lastdeposit`: the player's newest deposit and its state (Created while the
 * payment page is open, Pending until the provider confirms, then Confirmed or Cancelled), or null.
 */
export const lastDeposit = z.nullable(
  z.object({
    id: z.int(),
    status: transactionStatusSchema,
    amount: money,
    methodName: z.string(),
    createdAt: utcTimestamp,
  }),
);
/** Inferred type of {@link lastDeposit}. */
export type LastDeposit = z.infer<typeof lastDeposit>;

/** What an `Idempotency-Key` may be (the API's rule): 8–100 of `[A-Za-z0-9_:.-]`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

/** `payment/depositbykey` body: the Idempotency-Key a deposit was sent with. */
export const depositByKeyPayload = z.strictObject({
  key: z.string().check(z.regex(IDEMPOTENCY_KEY_PATTERN, 'validation.invalid')),
});
/** Inferred type of {@link depositByKeyPayload}. */
export type DepositByKeyPayload = z.infer<typeof depositByKeyPayload>;
