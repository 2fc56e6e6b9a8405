import * as z from 'zod/mini';
import { money, paged, pagingFields, utcTimestamp } from './envelope';
import { LIMITS, VALIDATION_KEYS, passwordField, phoneField, smsCodeField } from './validation';

/**
 * `customer/updatephone` body. Step 1 sends a code to `phone` (code ignored; a 60 s resend limit
 * applies); step 2 checks `phone` + `code` and marks the phone verified. Step 0 is treated as 1.
 */
export const updatePhonePayload = z
  .strictObject({
    step: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    phone: phoneField,
    code: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.step !== 2) return;
      const r = smsCodeField.safeParse(v.code ?? '');
      if (!r.success)
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: r.error.issues[0]?.message ?? VALIDATION_KEYS.required,
        });
    }),
  );
/** Inferred type of {@link updatePhonePayload}. */
export type UpdatePhonePayload = z.infer<typeof updatePhonePayload>;

/** Data of `customer/updatephone` step 2: the verified phone (store it in authData). Step 1 answers null. */
export const phoneVerificationResult = z.object({ phone: z.string(), smsVerified: z.boolean() });
/** Inferred type of {@link phoneVerificationResult}. */
export type PhoneVerificationResult = z.infer<typeof phoneVerificationResult>;

/** The SMS code step of phone verification as a form schema (phone + 6-digit code). */
export const phoneCodeForm = z.strictObject({ phone: phoneField, code: smsCodeField });
/** Inferred type of {@link phoneCodeForm}. */
export type PhoneCodeForm = z.infer<typeof phoneCodeForm>;

/** Seconds before another SMS code may be requested. */
export const SMS_RESEND_SECONDS = 60;
/** Length of SMS and reset codes. */
export const CODE_LENGTH = LIMITS.smsCode;

/** `customer/changepassword` body; confirmPassword must equal password. */
export const changePasswordPayload = z
  .strictObject({ oldPassword: passwordField, password: passwordField, confirmPassword: passwordField })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: VALIDATION_KEYS.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );
/** Inferred type of {@link changePasswordPayload}. */
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

/** Data of `customer/profile`: the account page. */
export const profile = z.object({
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  smsVerified: z.boolean(),
  personalNo: z.string().check(z.describe('masked, e.g. 123******01')),
  birthDate: z.string(),
  country: z.object({ id: z.int(), name: z.string() }),
  currency: z.literal('TRY'),
  balance: money,
  createdAt: utcTimestamp,
});
/** Inferred type of {@link profile}. */
export type Profile = z.infer<typeof profile>;

/** `customer/sessionhistory` body: `{ skip, take }`. */
export const sessionHistoryPayload = z.strictObject(pagingFields);
/** Inferred type of {@link sessionHistoryPayload}. */
export type SessionHistoryPayload = z.infer<typeof sessionHistoryPayload>;

/** One login session. `endedAt` is null while the session is still valid. */
export const sessionHistoryItem = z.object({
  id: z.int(),
  ip: z.string(),
  userAgent: z.string(),
  fingerprint: z.string(),
  createdAt: utcTimestamp,
  endedAt: z.nullable(utcTimestamp),
  active: z.boolean(),
});
/** Inferred type of {@link sessionHistoryItem}. */
export type SessionHistoryItem = z.infer<typeof sessionHistoryItem>;

/** Data of `customer/sessionhistory`. */
export const sessionHistoryPage = paged(sessionHistoryItem);
/** Inferred type of {@link sessionHistoryPage}. */
export type SessionHistoryPage = z.infer<typeof sessionHistoryPage>;
