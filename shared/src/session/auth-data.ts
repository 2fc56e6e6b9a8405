import '../platform/csp-safe-zod';
import * as z from 'zod/mini';

/** Login data kept in local storage under `authData` (Requirements §3). Unknown keys are kept. */
export const storedAuthData = z.looseObject({
  token: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  usercode: z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  name: z.optional(z.string()),
  betsyCid: z.optional(z.string()),
  betsyUrl: z.optional(z.string()),
  betsyToken: z.optional(z.string()),
  betcoToken: z.optional(z.string()),
  betcoUrl: z.optional(z.string()),
  phone: z.optional(z.string()),
  smsVerified: z.optional(z.boolean()),
  balance: z.optional(z.number()),
  fingerprint: z.optional(z.string()),
  /** `withdraw`: a session during a time-out or self-exclusion that may only withdraw (issue 28). */
  access: z.optional(z.enum(['full', 'withdraw'])),
});
/** Stored login data. */
export type StoredAuthData = z.infer<typeof storedAuthData>;
