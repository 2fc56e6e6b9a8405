import * as z from 'zod/mini';
import { idField, passwordField, requiredString } from './validation';

/** A code from the authenticator app (6 digits) or a recovery code (`ABCDE-FGHJK`), as typed. */
export const secondFactorCode = requiredString(6, 20);

/** Login's second step (issue 32): the challenge of the password step and a code. */
export const secondFactorPayload = z.strictObject({
  challenge: requiredString(10, 100),
  code: secondFactorCode,
  /** Skip the code on this device for the market's days (a revocable device token comes back). */
  trustDevice: z._default(z.boolean(), false),
});
/** Inferred type of {@link secondFactorPayload}. */
export type SecondFactorPayload = z.infer<typeof secondFactorPayload>;

/** Login's answer when the account has a second factor and the device is not trusted. */
export const secondFactorChallenge = z.object({
  secondFactor: z.literal(true),
  /** Single use, a few minutes, a few tries: sent back with the code. */
  challenge: z.string(),
});
/** Inferred type of {@link secondFactorChallenge}. */
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>;

/** A device that skips the second factor until it expires or is revoked. */
export const trustedDevice = z.object({
  id: z.int(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.nullable(z.string()),
  expiresAt: z.string(),
});
/** Inferred type of {@link trustedDevice}. */
export type TrustedDevice = z.infer<typeof trustedDevice>;

/** `customer/twofactor`: whether the player logs in with a code, and their trusted devices. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The market makes it mandatory (it cannot be removed). */
  required: z.boolean(),
  recoveryCodesLeft: z.int(),
  devices: z.array(trustedDevice),
});
/** Inferred type of {@link twoFactorStatus}. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** `customer/twofactor/setup`: the secret for the authenticator app, as text, URI and QR code. */
export const twoFactorSetup = z.object({ secret: z.string(), uri: z.string(), qr: z.string() });
/** Inferred type of {@link twoFactorSetup}. */
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

/** `customer/twofactor/confirm` body: the first code of the app. */
export const twoFactorConfirmPayload = z.strictObject({ code: secondFactorCode });
/** Inferred type of {@link twoFactorConfirmPayload}. */
export type TwoFactorConfirmPayload = z.infer<typeof twoFactorConfirmPayload>;

/** `customer/twofactor/confirm` answer: the recovery codes, shown once. */
export const recoveryCodes = z.object({ codes: z.array(z.string()) });
/** Inferred type of {@link recoveryCodes}. */
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** `customer/twofactor/disable` body: the password and a code (or a recovery code). */
export const twoFactorDisablePayload = z.strictObject({ password: passwordField, code: secondFactorCode });
/** Inferred type of {@link twoFactorDisablePayload}. */
export type TwoFactorDisablePayload = z.infer<typeof twoFactorDisablePayload>;

/** `customer/twofactor/devices/revoke` body. */
export const revokeDevicePayload = z.strictObject({ id: idField });
/** Inferred type of {@link revokeDevicePayload}. */
export type RevokeDevicePayload = z.infer<typeof revokeDevicePayload>;
