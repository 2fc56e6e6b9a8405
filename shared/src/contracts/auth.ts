import * as z from 'zod/mini';
import { money } from './envelope';
import {
  LIMITS,
  VALIDATION_KEYS,
  adultBirthDateField,
  emailField,
  idField,
  nationalIdField,
  passwordField,
  personName,
  phoneField,
  acceptTermsField,
  requiredString,
  smsCodeField,
  usernameField,
} from './validation';
import { sessionBlocker } from './consents';
import { secondFactorChallenge } from './two-factor';
import { registrationDepositLimit } from './markets';

/** Login body (Requirements §5: username 1–50, password 3–100). */
export const loginPayload = z.strictObject({
  username: requiredString(LIMITS.loginUsername.min, LIMITS.loginUsername.max),
  password: requiredString(LIMITS.loginPassword.min, LIMITS.loginPassword.max),
  /** This device's trusted-device token for this account, if it has one (skips the second factor). */
  deviceToken: z.optional(z.string().check(z.maxLength(200))),
});
/** Inferred type of {@link loginPayload}. */
export type LoginPayload = z.infer<typeof loginPayload>;

/**
 * Registration fields before the password-match check (handy for building forms). The national ID
 * must pass the T.C. Kimlik No checksum and the player must be 18 or older.
 */
export const registerFields = z.strictObject({
  name: personName,
  surname: personName,
  username: usernameField,
  email: emailField,
  // Any way of writing a mobile number (the API normalises it and refuses what is none, `90532` too).
  phone: phoneField,
  PersonalNo: nationalIdField,
  country: idField,
  currencyId: z._default(z.int().check(z.positive()), 1),
  birthDate: adultBirthDateField,
  trialBonus: z._default(z.union([z.literal(0), z.literal(1)]), 0),
  password: passwordField,
  password2: passwordField,
  refId: z.optional(z.int()),
  partner: z.optional(z.string().check(z.maxLength(100))),
  subid: z.optional(z.string().check(z.maxLength(100))),
  source: z.optional(z.string().check(z.maxLength(100))),
  /** The terms and privacy notice were accepted (a ticked box with links to both pages). */
  acceptTerms: acceptTermsField,
  /** Marketing by e-mail and by SMS, each its own unticked box (issue 32). */
  marketingEmail: z._default(z.boolean(), false),
  marketingSms: z._default(z.boolean(), false),
  /** The affiliate tag of the landing URL (`?btag=`). */
  btag: z.optional(z.string().check(z.maxLength(100))),
  /** The device's consent to tracking (the cookie question) was given: the tag may be kept. */
  trackingConsent: z.optional(z.boolean()),
  /** A deposit limit from the start (the market may require one: issue 30, item 4). */
  depositLimit: z.optional(registrationDepositLimit),
});

/** Registration body (Requirements §3/§5); password2 must equal password. */
export const registerPayload = registerFields.check(
  z.refine((v) => v.password === v.password2, {
    error: VALIDATION_KEYS.passwordMismatch,
    path: ['password2'],
  }),
);
/** Inferred type of {@link registerPayload}. */
export type RegisterPayload = z.infer<typeof registerPayload>;

/** Session data returned by login and register; the UI stores it as `authData`. */
export const session = z.object({
  token: z.string(),
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  betsyCid: z.string(),
  betsyUrl: z.string(),
  betsyToken: z.string(),
  betcoToken: z.string(),
  betcoUrl: z.string(),
  phone: z.string(),
  smsVerified: z.boolean(),
  balance: money,
  fingerprint: z.string(),
  /**
   * What the session may do: `withdraw` during a time-out or self-exclusion (opened through
   * `auth/breakaccess`): see and withdraw the balance, nothing else. Absent: everything.
   */
  access: z.optional(z.enum(['full', 'withdraw'])),
  /** What the player must do before anything else (issue 32); absent or empty: nothing. */
  blockers: z.optional(z.array(sessionBlocker)),
  /** A new trusted-device token (the second factor was given with "trust this device"). */
  deviceToken: z.optional(z.string()),
});
/** Inferred type of {@link session}. */
export type Session = z.infer<typeof session>;

/** Login's answer: a session, or the second step when the account has a second factor. */
export const loginResult = z.union([secondFactorChallenge, session]);
/** Inferred type of {@link loginResult}. */
export type LoginResult = z.infer<typeof loginResult>;

/** A country choice of the registration form. */
export const country = z.object({ id: z.int(), name: z.string() });
/** Inferred type of {@link country}. */
export type Country = z.infer<typeof country>;

/** Data of `auth/form`: the registration form's choices. */
export const formData = z.object({ countries: z.array(country) });
/** Inferred type of {@link formData}. */
export type FormData = z.infer<typeof formData>;

/** Country picked by default (the one named Türkiye). */
export const DEFAULT_COUNTRY_NAME = 'Türkiye';

const recoveryUsername = requiredString(LIMITS.recoveryUsername.min, LIMITS.recoveryUsername.max);
const recoveryCode = requiredString(LIMITS.recoveryCode.min, LIMITS.recoveryCode.max);

/**
 * `auth/breakaccess` body: a player on a time-out or self-exclusion reaches the balance with the
 * password and, second, the code sent by SMS to the account's phone (`code` absent: send it).
 */
export const breakAccessPayload = z.strictObject({
  username: requiredString(LIMITS.loginUsername.min, LIMITS.loginUsername.max),
  password: requiredString(LIMITS.loginPassword.min, LIMITS.loginPassword.max),
  code: z.optional(smsCodeField),
});
/** Inferred type of {@link breakAccessPayload}. */
export type BreakAccessPayload = z.infer<typeof breakAccessPayload>;

/** Recovery step 1 body: `auth/sendresetpassword`. */
export const sendResetPasswordPayload = z.strictObject({ username: recoveryUsername });
/** Inferred type of {@link sendResetPasswordPayload}. */
export type SendResetPasswordPayload = z.infer<typeof sendResetPasswordPayload>;

/** Recovery step 2 body: `auth/checkresetcode`. */
export const checkResetCodePayload = z.strictObject({ username: recoveryUsername, code: recoveryCode });
/** Inferred type of {@link checkResetCodePayload}. */
export type CheckResetCodePayload = z.infer<typeof checkResetCodePayload>;

/** Recovery step 3 body: `auth/changepasswordwithcode`; password2 must equal password. */
export const changePasswordWithCodePayload = z
  .strictObject({
    username: recoveryUsername,
    code: recoveryCode,
    password: passwordField,
    password2: passwordField,
  })
  .check(
    z.refine((v) => v.password === v.password2, {
      error: VALIDATION_KEYS.passwordMismatch,
      path: ['password2'],
    }),
  );
/** Inferred type of {@link changePasswordWithCodePayload}. */
export type ChangePasswordWithCodePayload = z.infer<typeof changePasswordWithCodePayload>;
