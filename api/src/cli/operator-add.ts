// `pnpm --filter @playhub/api operator:add <username> [--role viewer|operator|approver]`: creates
// an operator account (or resets its password). A new account without --role is a viewer; an
// existing one keeps its role unless --role is given. The password is read from OPERATOR_PASSWORD
// or, without it, from standard input, so it never appears in the shell history or the process list.
import { createInterface } from 'node:readline';
import { configFromEnv } from '../config.js';
import { openDb } from '../db/index.js';
import { closeHashPool } from '../services/hashing.js';
import { isRole, OPERATOR_ROLES } from '../services/operator-roles.js';
import { Operators } from '../services/operators.js';

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const role = roleAt >= 0 ? args.splice(roleAt, 2)[1] : undefined;
const username = args[0] ?? '';
if (!/^[A-Za-z0-9._-]{3,50}$/.test(username) || args.length > 1 || (roleAt >= 0 && !isRole(role))) {
  console.error(
    `usage: operator:add <username> [--role ${OPERATOR_ROLES.join('|')}]   (3–50 letters, digits, . _ -)`,
  );
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.env.OPERATOR_PASSWORD) return process.env.OPERATOR_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write(`password for ${username}: `);
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

const password = await readPassword();
if (password.length < 12) {
  console.error('operator passwords need at least 12 characters');
  process.exit(2);
}
const db = await openDb(configFromEnv());
try {
  const id = await new Operators(db).upsert(username, password, isRole(role) ? role : undefined);
  console.log(`operator ${username} (id ${id}${role ? `, ${role}` : ''}) can log in at /operator/login`);
} finally {
  await db.close();
  await closeHashPool();
}
