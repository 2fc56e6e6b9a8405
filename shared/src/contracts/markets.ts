import * as z from 'zod/mini';
import { MAX_PROTECTION_LIMIT, protectionPeriods } from './protection';

/**
 * A market's player-protection profile (issue 30, item 4): what the site shows and what the API
 * refuses for the players and visitors of that market.
 */
export const marketProfile = z.object({
  /** The market's code (`tr`, `strict`). */
  code: z.string(),
  /** The longest reality-check interval a player may choose (minutes; off refused); null: any. */
  realityCheckMaxMinutes: z.nullable(z.int()),
  /** Games may offer autoplay. */
  autoplay: z.boolean(),
  /** The site may show jackpot figures. */
  jackpotDisplays: z.boolean(),
  /** Registration asks for a deposit limit. */
  depositLimitAtRegistration: z.boolean(),
});
/** Inferred type of {@link marketProfile}. */
export type MarketProfile = z.infer<typeof marketProfile>;

/** The deposit limit chosen on the registration form (mandatory where the market says so). */
export const registrationDepositLimit = z.strictObject({
  period: z.enum(protectionPeriods),
  value: z.number().check(z.positive(), z.maximum(MAX_PROTECTION_LIMIT)),
});
/** Inferred type of {@link registrationDepositLimit}. */
export type RegistrationDepositLimit = z.infer<typeof registrationDepositLimit>;
