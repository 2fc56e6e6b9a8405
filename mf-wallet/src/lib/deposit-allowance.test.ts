import type { ProtectionLimit } from '@playhub/shared/contracts';
import { cappedLimits, depositAllowance } from './deposit-allowance';

const limit = (over: Partial<ProtectionLimit>): ProtectionLimit => ({
  kind: 'deposit',
  period: 'day',
  value: null,
  used: 0,
  pending: null,
  ...over,
});

describe('depositAllowance', () => {
  it('is null without a deposit limit', () => {
    expect(depositAllowance(undefined)).toBeNull();
    expect(depositAllowance([limit({}), limit({ kind: 'loss', value: 100 })])).toBeNull();
  });

  it('is what the tightest deposit limit leaves', () => {
    expect(
      depositAllowance([
        limit({ period: 'day', value: 1000, used: 200 }),
        limit({ period: 'week', value: 2000, used: 1500 }),
        limit({ period: 'month', value: 5000, used: 1500 }),
        limit({ kind: 'wager', period: 'day', value: 10, used: 0 }),
      ]),
    ).toEqual({ remaining: 500, limit: 2000, period: 'week' });
  });

  it('never goes below zero, and keeps cents exact', () => {
    expect(depositAllowance([limit({ value: 100, used: 150 })])).toEqual({
      remaining: 0,
      limit: 100,
      period: 'day',
    });
    expect(depositAllowance([limit({ value: 100.3, used: 0.1 })])?.remaining).toBe(100.2);
  });
});

describe('cappedLimits', () => {
  const allowance = { remaining: 300, limit: 1000, period: 'day' as const };
  it("lowers the method's maximum to the allowance", () => {
    expect(cappedLimits({ min: 50, max: 5000 }, allowance)).toEqual({ min: 50, max: 300 });
    expect(cappedLimits({ min: 50, max: 200 }, allowance)).toEqual({ min: 50, max: 200 });
  });
  it("keeps the method's range when the allowance is below its minimum or there is none", () => {
    expect(cappedLimits({ min: 500, max: 5000 }, allowance)).toEqual({ min: 500, max: 5000 });
    expect(cappedLimits({ min: 50, max: 5000 }, null)).toEqual({ min: 50, max: 5000 });
    expect(cappedLimits(undefined, allowance)).toBeUndefined();
  });
});
