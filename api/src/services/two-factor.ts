import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Queryable } from '../db/index.js';
import { sha256 } from './hashing.js';

/**
 * SQL: whether the owner of `kind` whose id is the column `idColumn` has a second factor turned on
 * (set up and confirmed). Both arguments come from code, never from a request.
 */
export const secondFactorOnSql = (kind: FactorOwner['kind'], idColumn: string): string =>
  `EXISTS (SELECT 1 FROM second_factors f
            WHERE f.owner_kind = '${kind}' AND f.owner_id = ${idColumn} AND f.secret IS NOT NULL)`;

/**
 * Whose second factor: a player now, an operator later (the control-plane issue's console login
 * reuses this service with `kind: 'operator'`).
 */
export interface FactorOwner {
  kind: 'player' | 'operator';
  id: number;
}

/** What the authenticator app needs: the secret as text, its otpauth URI and that URI as a QR code. */
export interface FactorSetup {
  secret: string;
  uri: string;
  /** An SVG data URL (the site's CSP allows data: images). */
  qr: string;
}

/** A trusted device as its owner sees it. */
export interface TrustedDevice {
  id: number;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string;
}

/** How a second factor was given. */
export type FactorUsed = 'totp' | 'recovery';

const RECOVERY_CODES = 10;
// No 0/O, 1/I/L: a code read from paper is typed right the first time.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[A-Z2-9]{5}-?[A-Z2-9]{5}$/;
// One step either side: a phone whose clock is 30 s off still logs in.
const TOLERANCE_SECONDS = 30;

/**
 * TOTP (RFC 6238, otplib), single-use recovery codes and trusted devices for any kind of account.
 * Secrets are stored encrypted (AES-256-GCM under TWO_FACTOR_SECRET); a code's time step is
 * recorded when it is accepted and no code of that step or an earlier one is accepted again, in
 * one conditional UPDATE, so parallel requests with one code cannot both pass. Guessing is
 * bounded by the callers' throttles (six digits, three valid codes at a time).
 */
export class TwoFactor {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly issuer = 'playhub',
  ) {
    this.key = createHash('sha256').update(`two-factor:${secret}`).digest();
  }

  /** Whether the owner logs in with a second factor, and how many recovery codes are left. */
  async status(q: Queryable, owner: FactorOwner): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
    const rows = await q.query<{ enabled: boolean; left: string }>(
      `SELECT EXISTS (SELECT 1 FROM second_factors WHERE owner_kind = $1 AND owner_id = $2 AND secret IS NOT NULL) AS enabled,
              (SELECT count(*) FROM second_factor_recovery_codes
                WHERE owner_kind = $1 AND owner_id = $2 AND used_at IS NULL)::text AS left`,
      [owner.kind, owner.id],
    );
    return { enabled: rows[0]!.enabled, recoveryCodesLeft: Number(rows[0]!.left) };
  }

  /**
   * Starts (or starts again) a setup: a new secret waits for its first code. Null when the owner
   * already has a second factor (it is removed first, with a code).
   */
  async beginSetup(q: Queryable, owner: FactorOwner, label: string): Promise<FactorSetup | null> {
    const secret = generateSecret();
    const rows = await q.query(
      `INSERT INTO second_factors (owner_kind, owner_id, pending_secret) VALUES ($1, $2, $3)
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET pending_secret = EXCLUDED.pending_secret
        WHERE second_factors.secret IS NULL
       RETURNING 1`,
      [owner.kind, owner.id, this.seal(secret)],
    );
    if (rows.length === 0) return null;
    const uri = generateURI({ issuer: this.issuer, label, secret });
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
    return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * Confirms a setup with a first code from the app: the secret takes effect and ten new recovery
   * codes are returned (shown once; only their hashes are kept). Null for a wrong code or no setup.
   */
  async confirmSetup(q: Queryable, owner: FactorOwner, code: string): Promise<string[] | null> {
    const rows = await q.query<{ pending_secret: string | null }>(
      `SELECT pending_secret FROM second_factors
        WHERE owner_kind = $1 AND owner_id = $2 AND secret IS NULL FOR UPDATE`,
      [owner.kind, owner.id],
    );
    const pending = rows[0]?.pending_secret;
    if (!pending) return null;
    const step = await this.check(this.open(pending), code, null);
    if (step === null) return null;
    const done = await q.query(
      `UPDATE second_factors SET secret = pending_secret, pending_secret = NULL, enabled_at = now(), last_step = $3
        WHERE owner_kind = $1 AND owner_id = $2 AND secret IS NULL AND pending_secret = $4 RETURNING 1`,
      [owner.kind, owner.id, step, pending],
    );
    if (done.length === 0) return null;
    return this.newRecoveryCodes(q, owner);
  }

  /**
   * Checks a second factor: a TOTP code not used before, or an unused recovery code (then used up).
   * Null when neither; never accepts the same code twice.
   */
  async verify(q: Queryable, owner: FactorOwner, input: string): Promise<FactorUsed | null> {
    const code = input.trim().toUpperCase();
    if (TOTP_CODE.test(code)) {
      const rows = await q.query<{ secret: string; last_step: string | null }>(
        `SELECT secret, last_step::text FROM second_factors
          WHERE owner_kind = $1 AND owner_id = $2 AND secret IS NOT NULL`,
        [owner.kind, owner.id],
      );
      const row = rows[0];
      if (!row) return null;
      const step = await this.check(
        this.open(row.secret),
        code,
        row.last_step === null ? null : Number(row.last_step),
      );
      if (step === null) return null;
      // The step is taken by one request only: a replay, even a parallel one, finds it taken.
      const taken = await q.query(
        `UPDATE second_factors SET last_step = $3
          WHERE owner_kind = $1 AND owner_id = $2 AND secret IS NOT NULL AND (last_step IS NULL OR last_step < $3)
          RETURNING 1`,
        [owner.kind, owner.id, step],
      );
      return taken.length > 0 ? 'totp' : null;
    }
    if (RECOVERY_CODE.test(code)) {
      const used = await q.query(
        `UPDATE second_factor_recovery_codes SET used_at = now()
          WHERE owner_kind = $1 AND owner_id = $2 AND code_hash = $3 AND used_at IS NULL
            AND EXISTS (SELECT 1 FROM second_factors f
                         WHERE f.owner_kind = $1 AND f.owner_id = $2 AND f.secret IS NOT NULL)
          RETURNING 1`,
        [owner.kind, owner.id, this.recoveryHash(owner, code.replace('-', ''))],
      );
      return used.length > 0 ? 'recovery' : null;
    }
    return null;
  }

  /** Removes the second factor with its recovery codes and trusted devices. */
  async disable(q: Queryable, owner: FactorOwner): Promise<void> {
    await q.query('DELETE FROM second_factors WHERE owner_kind = $1 AND owner_id = $2', [
      owner.kind,
      owner.id,
    ]);
    await q.query('DELETE FROM second_factor_recovery_codes WHERE owner_kind = $1 AND owner_id = $2', [
      owner.kind,
      owner.id,
    ]);
    await q.query(
      'UPDATE trusted_devices SET revoked_at = now() WHERE owner_kind = $1 AND owner_id = $2 AND revoked_at IS NULL',
      [owner.kind, owner.id],
    );
  }

  /**
   * Trusts a device for `days`: the token (random, then signed for this owner) is given to the
   * device once; only its hash is kept, and revoking the row ends it.
   */
  async trustDevice(q: Queryable, owner: FactorOwner, label: string, days: number): Promise<string> {
    const random = randomBytes(32).toString('base64url');
    await q.query(
      `INSERT INTO trusted_devices (owner_kind, owner_id, token_hash, label, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [owner.kind, owner.id, sha256(random), label.slice(0, 120), days],
    );
    return `${random}.${this.deviceSignature(owner, random)}`;
  }

  /**
   * Whether `token` is a live trusted device of this owner (a token signed for another owner, a
   * forged, revoked or expired one: false). Marks it used.
   */
  async isTrusted(q: Queryable, owner: FactorOwner, token: string | undefined): Promise<boolean> {
    if (!token || token.length > 200) return false;
    const [random = '', signature = ''] = token.split('.');
    const expected = this.deviceSignature(owner, random);
    if (
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    )
      return false;
    const rows = await q.query(
      `UPDATE trusted_devices SET last_used_at = now()
        WHERE token_hash = $1 AND owner_kind = $2 AND owner_id = $3 AND revoked_at IS NULL AND expires_at > now()
        RETURNING 1`,
      [sha256(random), owner.kind, owner.id],
    );
    return rows.length > 0;
  }

  /** The owner's live trusted devices, newest first. */
  async devices(q: Queryable, owner: FactorOwner): Promise<TrustedDevice[]> {
    const rows = await q.query<{
      id: number;
      label: string;
      created_at: Date;
      last_used_at: Date | null;
      expires_at: Date;
    }>(
      `SELECT id, label, created_at, last_used_at, expires_at FROM trusted_devices
        WHERE owner_kind = $1 AND owner_id = $2 AND revoked_at IS NULL AND expires_at > now()
        ORDER BY id DESC LIMIT 50`,
      [owner.kind, owner.id],
    );
    return rows.map((r) => ({
      id: r.id,
      label: r.label,
      createdAt: new Date(r.created_at).toISOString(),
      lastUsedAt: r.last_used_at ? new Date(r.last_used_at).toISOString() : null,
      expiresAt: new Date(r.expires_at).toISOString(),
    }));
  }

  /** Revokes one of the owner's devices; false when it is not theirs or already revoked. */
  async revokeDevice(q: Queryable, owner: FactorOwner, id: number): Promise<boolean> {
    const rows = await q.query(
      `UPDATE trusted_devices SET revoked_at = now()
        WHERE id = $1 AND owner_kind = $2 AND owner_id = $3 AND revoked_at IS NULL RETURNING 1`,
      [id, owner.kind, owner.id],
    );
    return rows.length > 0;
  }

  private async newRecoveryCodes(q: Queryable, owner: FactorOwner): Promise<string[]> {
    await q.query('DELETE FROM second_factor_recovery_codes WHERE owner_kind = $1 AND owner_id = $2', [
      owner.kind,
      owner.id,
    ]);
    const codes: string[] = [];
    for (let i = 0; i < RECOVERY_CODES; i++) {
      const bytes = randomBytes(10);
      const raw = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
      codes.push(`${raw.slice(0, 5)}-${raw.slice(5)}`);
      await q.query(
        `INSERT INTO second_factor_recovery_codes (owner_kind, owner_id, code_hash) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [owner.kind, owner.id, this.recoveryHash(owner, raw)],
      );
    }
    return codes;
  }

  /** The time step of a valid code later than `after`, or null. */
  private async check(secret: string, code: string, after: number | null): Promise<number | null> {
    if (!TOTP_CODE.test(code)) return null;
    try {
      const result = await verify({
        secret,
        token: code,
        epochTolerance: TOLERANCE_SECONDS,
        ...(after === null ? {} : { afterTimeStep: after }),
      });
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    } catch {
      return null;
    }
  }

  private recoveryHash(owner: FactorOwner, code: string): string {
    return createHmac('sha256', this.key).update(`recovery:${owner.kind}:${owner.id}:${code}`).digest('hex');
  }

  private deviceSignature(owner: FactorOwner, random: string): string {
    return createHmac('sha256', this.key)
      .update(`device:${owner.kind}:${owner.id}:${random}`)
      .digest('base64url');
  }

  private seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  private open(sealed: string): string {
    const [, iv = '', tag = '', body = ''] = sealed.split('.');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}
