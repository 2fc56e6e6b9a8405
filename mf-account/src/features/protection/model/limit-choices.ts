import {
  type ProtectionLimit,
  type ProtectionLimitKind,
  type ProtectionPeriod,
  type ProtectionStatus,
} from '@playhub/shared/contracts';

/** The money limits the page offers, each over the three rolling periods. */
export const moneyLimitKinds = ['deposit', 'loss', 'wager'] as const satisfies readonly ProtectionLimitKind[];
/** A money-limit kind. */
export type MoneyLimitKind = (typeof moneyLimitKinds)[number];

/** The limit of `kind` over `period` as the status reports it (none when never set or removed). */
export function limitOf(
  status: ProtectionStatus,
  kind: ProtectionLimitKind,
  period: ProtectionPeriod | null,
): ProtectionLimit | null {
  return status.limits.find((l) => l.kind === kind && l.period === period) ?? null;
}
