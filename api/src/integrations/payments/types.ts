import type { Locale } from '@playhub/shared/contracts';

/** What a provider needs to take a deposit. */
export interface DepositStartRequest {
  /** Our transaction reference; the provider's callback names it. */
  reference: string;
  amountMinor: bigint;
  currency: 'TRY';
  method: { id: number; name: string; type: number; redirect: boolean };
  player: { id: number; username: string };
  locale: Locale;
  /** Where the provider posts its signed confirmation, server to server. */
  callbackUrl: string;
  /** Origin of the provider pages this deployment serves itself (the demo provider's pay page). */
  providersOrigin: string;
  /**
   * After this the payment must no longer be taken (the provider's page says so): until then the
   * deposit counts against the player's deposit limits.
   */
  expiresAt: Date;
}

/** How a deposit goes on: the player pays on the provider's page, or the provider confirms later. */
export type DepositStart =
  { kind: 'redirect'; url: string; providerRef: string } | { kind: 'pending'; providerRef: string };

/** A payout of an approved withdrawal. */
export interface PayoutRequest {
  reference: string;
  amountMinor: bigint;
  currency: 'TRY';
  method: { id: number; name: string; type: number };
  detail: Record<string, unknown>;
  player: { id: number; username: string };
}

/**
 * A payment service provider. Money is credited only by its signed callback
 * (`POST /api/payment/callback/<name>`), never by these calls' answers or by the browser.
 */
/**
 * A provider's definite "no" to a payout (an answer, not a lost request): the money never left, the
 * withdrawal can go back to the operator. Any other failure (a timeout, a 5xx) leaves the payout's
 * fate unknown until `payoutStatus` says.
 */
export class PayoutRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutRefused';
  }
}

/** Where a payout stands at the provider. */
export type PayoutStatus =
  | { status: 'paid'; providerRef: string }
  | { status: 'pending' }
  | { status: 'failed' }
  /** The provider never received it (the request was lost): sending it again is safe. */
  | { status: 'not_found' };

/** Where a payment stands at the provider. */
export type PaymentStatus =
  | { status: 'captured'; amountMinor: bigint; providerRef: string }
  | { status: 'open' | 'cancelled' | 'refunded' | 'not_found' };

/** One line of the provider's own records, for reconciliation. */
export interface ProviderRecord {
  kind: 'payment' | 'payout';
  /** Our reference (`dep_…` of a deposit, `wd_<id>` of a withdrawal). */
  reference: string;
  providerRef: string;
  status: 'captured' | 'paid' | 'open' | 'pending' | 'cancelled' | 'refunded' | 'failed';
  amountMinor: bigint;
}

export interface PaymentProvider {
  /** Path segment of its callback and value of `transactions.provider`. */
  readonly name: string;
  readonly demo: boolean;
  startDeposit(req: DepositStartRequest): Promise<DepositStart>;
  /**
   * Sends the money of an approved withdrawal. Idempotent by `req.reference` at the provider (the
   * adapter contract): sent twice, it pays once. Throws {@link PayoutRefused} on a definite refusal;
   * any other error means the outcome is unknown.
   */
  payout(req: PayoutRequest): Promise<{ providerRef: string; status: 'paid' | 'pending' }>;
  /** Where a payout of ours (by reference) stands: what the reconciliation job asks. */
  payoutStatus(reference: string): Promise<PayoutStatus>;
  /** Where a payment of ours (by reference) stands: asked before crediting a success that arrives late. */
  paymentStatus(reference: string): Promise<PaymentStatus>;
  /** The provider's records since a time (its settlement report), for the reconciliation report. */
  records(since: Date): Promise<ProviderRecord[]>;
}

/** The body of a payment callback (the same for the demo provider and a real one). */
export interface PaymentCallbackBody {
  event: 'payment.succeeded' | 'payment.failed' | 'payment.cancelled';
  reference: string;
  providerReference: string;
  /** Major units as a decimal string, e.g. "123.45". */
  amount: string;
  currency: 'TRY';
}

/** Minor units as the decimal string callbacks and providers use ("123.45"). */
export function decimalString(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
