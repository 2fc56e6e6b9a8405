import { z } from 'zod';

/** Login data kept in local storage under `authData` (Requirements §3). Unknown keys are kept. */
export const storedAuthData = z.looseObject({
  token: z.string().min(1),
  username: z.string().min(1),
  usercode: z.union([z.string(), z.number()]).transform(String).optional(),
  name: z.string().optional(),
  betsyCid: z.string().optional(),
  betsyUrl: z.string().optional(),
  betsyToken: z.string().optional(),
  betcoToken: z.string().optional(),
  betcoUrl: z.string().optional(),
  phone: z.string().optional(),
  smsVerified: z.boolean().optional(),
  balance: z.number().optional(),
  fingerprint: z.string().optional(),
});
/** Stored login data. */
export type StoredAuthData = z.infer<typeof storedAuthData>;
