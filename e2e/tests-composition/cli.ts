import { execFile, execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openDatabase } from '@playhub/composition/db-store';
import { createEvidence } from '@playhub/composition/evidence';
import { promisify } from 'node:util';
import { databaseUrl, readTopology, redisUrl, repoRoot } from '../support/topology';

/**
 * The operator CLI's environment on the topology: the composition store is its PostgreSQL (changes
 * announced on its Redis, as a replica does); COMPOSITION_FILE says where the release records are.
 */
function cliEnv(hostManifest?: string): NodeJS.ProcessEnv {
  const t = readTopology();
  return {
    ...process.env,
    DATABASE_URL: databaseUrl(t),
    REDIS_URL: redisUrl(t),
    COMPOSITION_FILE: t.compositionFile,
    COMPOSITION_STORE: '',
    // The host's version folders (issue 31, item 5): the gateway's HOST_ROOT.
    COMPOSITION_HOST_ROOT: join(t.dir, 'host'),
    ...(hostManifest ? { COMPOSITION_HOST_MANIFEST: hostManifest } : {}),
  };
}

// `pnpm composition`'s sources compiled by the topology's setup (composition/scripts/build.mjs),
// run without pnpm's and tsx's start-up: the suite runs it about a hundred times.
const cli = [join(repoRoot, 'composition/dist/cli.mjs')];

/** `pnpm composition …` on the topology's composition store, as an operator runs it. */
export function composition(...args: string[]): string {
  return execFileSync(process.execPath, [...cli, ...args], {
    cwd: repoRoot,
    env: cliEnv(),
    encoding: 'utf8',
  });
}

/**
 * The same, optionally told where the deployed host's manifest is; a refusal yields its message
 * instead of throwing.
 */
export function compositionResult(args: string[], hostManifest?: string): { ok: boolean; out: string } {
  try {
    const out = execFileSync(process.execPath, [...cli, ...args], {
      cwd: repoRoot,
      env: cliEnv(hostManifest),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, out };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** The same in a process of its own, not waited for (several operators at once). */
export async function compositionAsync(...args: string[]): Promise<{ ok: boolean; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...cli, ...args], {
      cwd: repoRoot,
      env: cliEnv(),
    });
    return { ok: true, out: stdout };
  } catch (error) {
    return { ok: false, out: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** A composition entry as stored. */
export type StoredEntry = Record<string, unknown> & {
  entry?: string;
  version?: string;
  candidate?: { version?: string; traffic: number };
};

/** A row of the composition's history, as stored (the line, who, and the version it made). */
export type HistoryRow = Record<string, unknown> & {
  action: string;
  vertical: string;
  from: string | null;
  to: string;
  user: string;
  version: number | null;
  reason?: string;
};

/** What the suite uses of `pg` (the API's dependency; e2e has no types of it). */
interface PgModule {
  Client: new (options: { connectionString: string }) => {
    connect(): Promise<void>;
    query(sql: string, params: unknown[]): Promise<{ rows: unknown[] }>;
    end(): Promise<void>;
  };
}

/** One query on the topology's PostgreSQL (`pg`, the API's dependency), its own connection. */
async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const pg = createRequire(join(repoRoot, 'api/package.json'))('pg') as PgModule;
  const client = new pg.Client({ connectionString: databaseUrl(readTopology()) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The composition every replica serves from (the database's row) and its version. */
export async function storedComposition(): Promise<{
  version: number;
  composition: Record<string, StoredEntry>;
}> {
  const [row] = await query<{ version: string; composition: Record<string, StoredEntry> }>(
    "SELECT version, composition FROM composition_state WHERE market = 'tr'",
  );
  if (!row) throw new Error('the topology has no composition in its database');
  return { version: Number(row.version), composition: row.composition };
}

/**
 * The history rows after the row `afterId` (the history only grows: a test reads what it added),
 * oldest first, with their row id.
 */
export async function historyAfter(afterId = 0): Promise<Array<HistoryRow & { id: number }>> {
  const rows = await query<{ id: string; actor: string; version: string | null; line: HistoryRow }>(
    "SELECT id, actor, version, line FROM composition_history WHERE market = 'tr' AND id > $1 ORDER BY id",
    [afterId],
  );
  return rows.map((r) => ({
    ...r.line,
    id: Number(r.id),
    user: r.actor,
    version: r.version === null ? null : Number(r.version),
  }));
}

/** The id of the newest history row: a test's starting point for {@link historyAfter}. */
export async function lastHistoryId(): Promise<number> {
  const [row] = await query<{ id: string | null }>(
    "SELECT max(id) AS id FROM composition_history WHERE market = 'tr'",
  );
  return Number(row?.id ?? 0);
}

/**
 * Creates an approver (the one role that changes rollouts, issue 30 item 6) on the topology's
 * database, as an operator would with `operator:add`: production seeds no operator.
 */
export function addApprover(username: string, password: string): void {
  execFileSync(
    process.execPath,
    [join(repoRoot, 'api/dist/operator-add.js'), username, '--role', 'approver'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl(readTopology()),
        OPERATOR_PASSWORD: password,
        LOG_LEVEL: 'warn',
      },
      // Its error output goes into the thrown error's message: a refusal says why.
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/**
 * Release evidence (issue 30, item 5) for a published version on the topology's database, as the
 * conformance command and an approver would leave it: a passing conformance run (recorded, not run:
 * the suites that only need the gate open do not pay for the conformance suite) and, unless
 * `approve` is false, an approval. Through @playhub/composition/evidence, so the hashes must be
 * the published record's.
 */
export async function giveEvidence(
  vertical: string,
  version: string,
  approve = true,
  market = 'tr',
): Promise<void> {
  const t = readTopology();
  const db = await openDatabase(databaseUrl(t));
  try {
    const evidence = createEvidence(db, { dir: dirname(t.compositionFile), market });
    const state = await evidence.status(vertical, version);
    if (state.conformance?.result !== 'passed')
      await evidence.recordConformance({
        vertical,
        version,
        integrity: state.integrity ?? {},
        result: 'passed',
        suite: 'player-protection-conformance (recorded by the composition suite)',
        counts: { passed: 3, failed: 0, skipped: 0 },
        composition: { market },
        actor: 'cli:e2e',
      });
    if (approve && !state.approval)
      await evidence.approve({
        vertical,
        version,
        hashes: state.hashes ?? '',
        reference: 'E2E-SETUP',
        actor: 'cli:e2e',
      });
  } finally {
    await db.close();
  }
}
