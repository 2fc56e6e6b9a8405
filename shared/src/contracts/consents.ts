import * as z from 'zod/mini';

/**
 * What must happen before anything else in a session (issue 32): accept the terms in force, or
 * set up a second factor where the market makes it mandatory.
 */
export const sessionBlocker = z.enum(['terms', 'twoFactorSetup']);
/** Inferred type of {@link sessionBlocker}. */
export type SessionBlocker = z.infer<typeof sessionBlocker>;

/** `customer/blockers`: what the session must do first (empty: nothing) and the terms in force. */
export const sessionBlockers = z.object({ blockers: z.array(sessionBlocker), termsVersion: z.string() });
/** Inferred type of {@link sessionBlockers}. */
export type SessionBlockers = z.infer<typeof sessionBlockers>;

/** `customer/terms/accept` body: the version the player read (refused when another is in force). */
export const acceptTermsPayload = z.strictObject({
  version: z.string().check(z.minLength(1), z.maxLength(40)),
});
/** Inferred type of {@link acceptTermsPayload}. */
export type AcceptTermsPayload = z.infer<typeof acceptTermsPayload>;

/** Kinds of recorded consent. */
export const consentKind = z.enum(['terms', 'marketing_email', 'marketing_sms', 'affiliate_tracking']);
/** Inferred type of {@link consentKind}. */
export type ConsentKind = z.infer<typeof consentKind>;

/** One marketing answer now: given or not, when and where (null: never asked). */
export const consentState = z.object({
  granted: z.boolean(),
  at: z.nullable(z.string()),
  source: z.nullable(z.enum(['sign-up', 'account', 'terms-prompt'])),
});
/** Inferred type of {@link consentState}. */
export type ConsentState = z.infer<typeof consentState>;

/** `customer/consents`: marketing by e-mail and by SMS, each on its own (cookies are apart). */
export const marketingConsents = z.object({ email: consentState, sms: consentState });
/** Inferred type of {@link marketingConsents}. */
export type MarketingConsents = z.infer<typeof marketingConsents>;

/** `customer/consents` body: both answers. */
export const marketingConsentsPayload = z.strictObject({ email: z.boolean(), sms: z.boolean() });
/** Inferred type of {@link marketingConsentsPayload}. */
export type MarketingConsentsPayload = z.infer<typeof marketingConsentsPayload>;
