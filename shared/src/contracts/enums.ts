import * as z from 'zod/mini';

/** Builds a zod schema accepting exactly the values of a const enum object. */
function values<T extends Record<string, number | string>>(obj: T) {
  return z.literal(Object.values(obj) as [T[keyof T], ...T[keyof T][]]);
}

/** Transaction status (Requirements §3). */
export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const;
/** A {@link TransactionStatus} value. */
export type TransactionStatus = (typeof TransactionStatus)[keyof typeof TransactionStatus];
/** Schema of a {@link TransactionStatus} value. */
export const transactionStatusSchema = values(TransactionStatus);

/** Transaction type; All (0) is a filter value only. */
export const TransactionType = { All: 0, Deposit: 1, Withdraw: 2 } as const;
/** A {@link TransactionType} value. */
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];
/** Schema of a {@link TransactionType} value. */
export const transactionTypeSchema = values(TransactionType);

/** Status of a game round (bet). */
export const BetStatus = { Processing: 1, Completed: 2, Cancelled: 3, Expired: 4 } as const;
/** A {@link BetStatus} value. */
export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];
/** Schema of a {@link BetStatus} value. */
export const betStatusSchema = values(BetStatus);

/** Whether a game-history row is a win or a bet. */
export const WinBetKind = { Win: 1, Bet: 2 } as const;
/** A {@link WinBetKind} value. */
export type WinBetKind = (typeof WinBetKind)[keyof typeof WinBetKind];
/** Schema of a {@link WinBetKind} value. */
export const winBetKindSchema = values(WinBetKind);

/** Payment method kind. */
export const PaymentMethod = {
  BankTransfer: 1,
  CreditCard: 2,
  Papara: 3,
  Popy: 4,
  Paratim: 5,
  Crypto: 6,
  Qr: 7,
  Parolapara: 8,
  Payco: 9,
  OtherMethods: 20,
} as const;
/** A {@link PaymentMethod} value. */
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];
/** Schema of a {@link PaymentMethod} value. */
export const paymentMethodSchema = values(PaymentMethod);

/** Payment method groups as the wallet shows them (Requirements §3). */
export const PaymentGroup = { BankTransfer: 1, CryptoAndCard: 2, Wallets: 3, Qr: 4 } as const;
/** A {@link PaymentGroup} value. */
export type PaymentGroup = (typeof PaymentGroup)[keyof typeof PaymentGroup];
/** Schema of a {@link PaymentGroup} value. */
export const paymentGroupSchema = values(PaymentGroup);

/** Which group each payment method belongs to. */
export const paymentGroupOf: Record<PaymentMethod, PaymentGroup> = {
  1: 1,
  2: 2,
  6: 2,
  3: 3,
  4: 3,
  5: 3,
  8: 3,
  9: 3,
  20: 3,
  7: 4,
};

/** Dynamic form field types. */
export const FieldType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const;
/** A {@link FieldType} value. */
export type FieldType = (typeof FieldType)[keyof typeof FieldType];
/** Schema of a {@link FieldType} value. */
export const fieldTypeSchema = values(FieldType);

/** Payment detail field `objectType` names (string-valued on the wire). */
export const PaymentObjectType = {
  String: 'String',
  Int: 'Int',
  Long: 'Long',
  Decimal: 'Decimal',
  Dropdown: 'Dropdown',
} as const;
/** A {@link PaymentObjectType} value. */
export type PaymentObjectType = (typeof PaymentObjectType)[keyof typeof PaymentObjectType];
/** Schema of a {@link PaymentObjectType} value. */
export const paymentObjectTypeSchema = z.enum(['String', 'Int', 'Long', 'Decimal', 'Dropdown']);

/** States of the dashboard phone verification page. */
export const PhoneVerificationPage = {
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const;
/** A {@link PhoneVerificationPage} value. */
export type PhoneVerificationPage = (typeof PhoneVerificationPage)[keyof typeof PhoneVerificationPage];
/** Schema of a {@link PhoneVerificationPage} value. */
export const phoneVerificationPageSchema = values(PhoneVerificationPage);

/** Notification types. */
export const NotificationType = { Deposit: 1, Withdraw: 2, Jackpot: 3, Bonus: 4, System: 5 } as const;
/** A {@link NotificationType} value. */
export type NotificationType = (typeof NotificationType)[keyof typeof NotificationType];
/** Schema of a {@link NotificationType} value. */
export const notificationTypeSchema = values(NotificationType);

/** Call-request contact types. */
export const ContactType = { Phone: 1, Whatsapp: 2, Telegram: 3, Email: 4 } as const;
/** A {@link ContactType} value. */
export type ContactType = (typeof ContactType)[keyof typeof ContactType];
/** Schema of a {@link ContactType} value. */
export const contactTypeSchema = values(ContactType);

/** Game providers with launch support (Requirements §9); values are the Game.providerName strings. */
export const ProviderName = {
  SoftGamings: 'SoftGamings',
  Hub88: 'Hub88',
  EgtDigital: 'Egt Digital',
  Amusnet: 'Amusnet',
  EveryMatrix: 'EveryMatrix',
  PragmaticPlay: 'Pragmatic Play',
  Digitain: 'Digitain',
} as const;
/** A {@link ProviderName} value. */
export type ProviderName = (typeof ProviderName)[keyof typeof ProviderName];
/** Schema of a {@link ProviderName} value. */
export const providerNameSchema = z.enum([
  'SoftGamings',
  'Hub88',
  'Egt Digital',
  'Amusnet',
  'EveryMatrix',
  'Pragmatic Play',
  'Digitain',
]);

/** Live casino sub-categories (the live filter; "All" means no filter). */
export const LiveCategory = {
  Roulette: 'Roulette',
  Blackjack: 'Blackjack',
  Poker: 'Poker',
  Baccarat: 'Baccarat',
  Dealer: 'Dealer',
} as const;
/** A {@link LiveCategory} value. */
export type LiveCategory = (typeof LiveCategory)[keyof typeof LiveCategory];
/** Schema of a {@link LiveCategory} value. */
export const liveCategorySchema = z.enum(['Roulette', 'Blackjack', 'Poker', 'Baccarat', 'Dealer']);

/** Interface and message languages. */
export const localeSchema = z.enum(['en', 'tr']);
/** A supported locale. */
export type Locale = z.infer<typeof localeSchema>;
