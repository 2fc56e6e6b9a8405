import type { Db, Queryable } from '../db/index.js';
import { AppError } from '../errors.js';
import { audit, type OperatorUser } from './operators.js';
import { secondFactorOnSql, type TwoFactor } from './two-factor.js';

/** An operator's role (issue 30, item 6): what the console and the operator API let it do. */
export const OPERATOR_ROLES = ['viewer', 'operator', 'approver'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * What an action needs: `read` (every role), `decide` a day-to-day queue (withdrawals, call and
 * bonus requests, KYC, complaints, exclusions, alerts), `rollout` changes and `roles` of operators.
 */
export type OperatorNeed = 'read' | 'decide' | 'rollout' | 'roles';

const GRANTS: Record<OperatorRole, readonly OperatorNeed[]> = {
  viewer: ['read'],
  operator: ['read', 'decide'],
  approver: ['read', 'decide', 'rollout', 'roles'],
};

/** Whether a role may do what `need` names (no role: nothing). */
export function can(role: OperatorRole | undefined, need: OperatorNeed): boolean {
  return role !== undefined && GRANTS[role].includes(need);
}

/** Whether a value is one of the roles. */
export const isRole = (value: unknown): value is OperatorRole =>
  (OPERATOR_ROLES as readonly unknown[]).includes(value);

/**
 * Refuses what the operator's role does not allow: an audit row (`role.refused`, with the route
 * and what it needed) and a 403 whose message names the role. Resolves when allowed.
 */
export async function requireRole(
  q: Queryable,
  operator: OperatorUser,
  need: OperatorNeed,
  route: string,
  ip: string,
): Promise<void> {
  if (can(operator.role, need)) return;
  await audit(q, { operator }, 'role.refused', route.slice(0, 120), { role: operator.role, need }, ip);
  throw new AppError(403, `operatorRoles.refused.${need}`, { role: operator.role });
}

/** An operator account as the roles page lists it. */
export interface OperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  active: boolean;
  twoFactor: boolean;
}

/** Every operator account, by name, with its role and whether it logs in with a second factor. */
export async function listOperators(q: Queryable): Promise<OperatorRow[]> {
  const rows = await q.query<{
    id: number;
    username: string;
    role: OperatorRole;
    active: boolean;
    tf: boolean;
  }>(
    `SELECT o.id, o.username, o.role, o.active,
            ${secondFactorOnSql('operator', 'o.id')} AS tf
       FROM operators o ORDER BY lower(o.username) LIMIT 500`,
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    role: r.role,
    active: r.active,
    twoFactor: r.tf,
  }));
}

// One key for every role change: two approvers demoting each other at once are taken one after
// the other, so the second sees the first's change and the last approver stays.
const ROLE_LOCK = 727_030;

/**
 * Gives operator `id` the role `role` (an approver's decision, audited in the same transaction).
 * Refuses (409) to leave no active approver; 404 for an unknown operator. False when the role was
 * already that one (nothing recorded).
 */
export async function changeRole(
  db: Db,
  actor: OperatorUser,
  id: number,
  role: OperatorRole,
  ip: string,
): Promise<boolean> {
  const outcome = await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK]);
    const rows = await q.query<{ username: string; role: OperatorRole; active: boolean }>(
      'SELECT username, role, active FROM operators WHERE id = $1 FOR UPDATE',
      [id],
    );
    const target = rows[0];
    if (!target) return { kind: 'unknown' } as const;
    if (target.role === role) return { kind: 'same' } as const;
    if (target.role === 'approver' && target.active) {
      const others = await q.query(
        "SELECT 1 FROM operators WHERE role = 'approver' AND active AND id <> $1 LIMIT 1",
        [id],
      );
      if (others.length === 0) return { kind: 'last', name: target.username } as const;
    }
    await q.query('UPDATE operators SET role = $2 WHERE id = $1', [id, role]);
    const detail = { from: target.role, to: role };
    await audit(q, { operator: actor }, 'role.changed', `operator:${target.username}`, detail, ip);
    return { kind: 'changed' } as const;
  });
  if (outcome.kind === 'unknown') throw new AppError(404, 'operatorRoles.unknown');
  if (outcome.kind === 'last') {
    // Recorded apart from the refused transaction, which wrote nothing.
    const detail = { reason: 'last approver', to: role };
    await audit(db, { operator: actor }, 'role.refused', `operator:${outcome.name}`, detail, ip);
    throw new AppError(409, 'operatorRoles.lastApprover', { name: outcome.name });
  }
  return outcome.kind === 'changed';
}

/**
 * Removes operator `id`'s second factor (a lost phone with no recovery code left): its secret,
 * recovery codes and open sessions end, and it sets a factor up again at its next login. An
 * approver's decision, audited; 404 for an unknown operator, false when it had none.
 */
export async function resetSecondFactor(
  db: Db,
  twoFactor: TwoFactor,
  actor: OperatorUser,
  id: number,
  ip: string,
): Promise<boolean> {
  return db.tx(async (q) => {
    const rows = await q.query<{ username: string }>(
      'SELECT username FROM operators WHERE id = $1 FOR UPDATE',
      [id],
    );
    const target = rows[0];
    if (!target) throw new AppError(404, 'operatorRoles.unknown');
    const owner = { kind: 'operator', id } as const;
    if (!(await twoFactor.status(q, owner)).enabled) return false;
    await twoFactor.disable(q, owner);
    await q.query(
      'UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1 AND revoked_at IS NULL',
      [id],
    );
    await audit(q, { operator: actor }, 'two-factor.reset', `operator:${target.username}`, {}, ip);
    return true;
  });
}
