import type { ProtectionStatus } from '../contracts/protection';

/**
 * A `GET protection` answer: no limits, a reality check every 60 minutes, no exclusion, before the
 * first deposit and no limit chosen yet; fields can be overridden.
 */
export function testProtectionStatus(overrides: Partial<ProtectionStatus> = {}): ProtectionStatus {
  return {
    limits: [],
    realityCheckMinutes: 60,
    exclusion: null,
    canPlay: true,
    depositLimitChosen: false,
    firstDeposit: true,
    session: { startedAt: '2026-11-24T10:00:00', net: 0 },
    ...overrides,
  };
}
