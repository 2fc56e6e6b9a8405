import type { ProtectionLimit, ProtectionPeriod } from '@playhub/shared/contracts';

/** What the player may still deposit under the deposit limits in force: the tightest one. */
export interface DepositAllowance {
  /** What may still be deposited (TRY, never below 0). */
  remaining: number;
  /** The limit that leaves the least, and its rolling period. */
  limit: number;
  period: ProtectionPeriod;
}

/**
 * The remaining deposit allowance of a player's limits (issue 33): of every deposit limit in force,
 * the one that leaves the least (`value − used`); null when no deposit limit is set. A raise waiting
 * for its cooling-off does not count yet (the API enforces the value in force).
 */
export function depositAllowance(limits: readonly ProtectionLimit[] | undefined): DepositAllowance | null {
  let best: DepositAllowance | null = null;
  for (const l of limits ?? []) {
    if (l.kind !== 'deposit' || l.value === null || l.period === null) continue;
    const remaining = Math.max(0, Math.round((l.value - l.used) * 100) / 100);
    if (!best || remaining < best.remaining) best = { remaining, limit: l.value, period: l.period };
  }
  return best;
}

/**
 * The amount range of a deposit form under the allowance: the method's maximum lowered to what
 * may still be deposited, when that still leaves the method's minimum (otherwise the form keeps the
 * method's range and the notice says the limit is reached).
 */
export function cappedLimits(
  limits: { min: number; max: number } | undefined,
  allowance: DepositAllowance | null,
): { min: number; max: number } | undefined {
  if (!limits || !allowance || allowance.remaining < limits.min) return limits;
  return { min: limits.min, max: Math.min(limits.max, allowance.remaining) };
}
