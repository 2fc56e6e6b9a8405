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
export interface PaymentProvider {
  /** Path segment of its callback and value of `transactions.provider`. */
  readonly name: string;
  readonly demo: boolean;
  startDeposit(req: DepositStartRequest): Promise<DepositStart>;
  /** Sends the money of an approved withdrawal; throws when the provider refuses. */
  payout(req: PayoutRequest): Promise<{ providerRef: string }>;
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
