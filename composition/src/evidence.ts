// Compliance-gated promotion (issue 30, item 5). A vertical version carries evidence per market, as
// append-only rows of `release_evidence` (api/src/db/migrations/0830_release_evidence.sql): the
// hashes it was published with (its release record, releases/<vertical>/<version>.json), the commit
// it was built from, conformance runs (the `conformance` browser suite run against that candidate in
// that market's composition: `pnpm composition conformance`) and an approver's approval with a change
// or certificate reference. The gate (`createActions`' `gate` option) refuses a canary above 0 %, a
// traffic change above 0 %, a `set` and a `promote` of a version without a passing run and an
// approval for these hashes in this market, unless an approver other than the one asking overrode
// it with a reason. One implementation for the CLI (its DATABASE_URL) and the API (both consoles).
// `db`: anything with `query(sql, params)` and `tx(fn)` (the API's database, or db-store.ts'
// `openDatabase`).
import { createHash } from 'node:crypto';
import type { GateRequest } from './actions';
import { readRelease } from './integrity';
import { DEFAULT_MARKET, fail } from './store';

export type { GateRequest } from './actions';
export { Refusal } from './store';

/** The default market's evidence unless another is named (issue 30, item 4). */
export { DEFAULT_MARKET };
/** The conformance suite's name as recorded (e2e/tests-conformance). */
export const CONFORMANCE_SUITE = 'player-protection-conformance';

type Rows = Record<string, unknown>;
/** Something SQL runs on (a transaction's query, the API's Db or the CLI's openDatabase). */
export interface EvidenceQueryable {
  query<T extends Rows = Rows>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}
/** Something SQL runs on, with transactions (the API's Db or the CLI's openDatabase). */
export interface EvidenceDb extends EvidenceQueryable {
  tx<T>(fn: (q: EvidenceQueryable) => Promise<T>): Promise<T>;
}
export type EvidenceKind = 'conformance' | 'approval' | 'override';
/** One row of `release_evidence`. */
export interface EvidenceRow {
  id: number;
  market: string;
  vertical: string;
  version: string;
  kind: EvidenceKind;
  hashes: string;
  integrity: Record<string, string>;
  commit: string | null;
  result: 'passed' | 'failed' | null;
  detail: Record<string, unknown>;
  actor: string;
  at: string;
}
/** A version's evidence as the gate and the console see it. */
export interface EvidenceStatus {
  market: string;
  vertical: string;
  version: string;
  published: boolean;
  integrity: Record<string, string> | null;
  hashes: string | null;
  commit: string | null;
  conformance: EvidenceRow | null;
  runs: EvidenceRow[];
  approval: EvidenceRow | null;
  overrides: EvidenceRow[];
  /** Rows for other hashes than the published record's: shown, never counted. */
  foreign: EvidenceRow[];
  passed: boolean;
}
/** A conformance run to record (the CLI, with the database's credentials). */
export interface ConformanceRun {
  vertical: string;
  version: string;
  /** The hashes the run saw: the release record's integrity, or its digest. */
  integrity: Record<string, string> | string;
  commit?: string | null;
  result: 'passed' | 'failed';
  suite?: string;
  counts: { passed: number; failed: number; skipped?: number };
  composition?: Record<string, unknown> | null;
  actor: string;
  durationMs?: number;
}
/** Where a recorded row goes besides `release_evidence` (the API's operator_audit writer). */
export type EvidenceAudit = (
  q: EvidenceQueryable,
  action: string,
  target: string,
  detail: Record<string, unknown>,
  actor: string,
) => Promise<void>;
/** The options of {@link createEvidence}. */
export interface EvidenceOptions {
  /** Where the release records are (beside composition.json). */
  dir: string;
  market?: string;
  /** The audit log of whoever records; without it, a row of operator_audit. */
  audit?: EvidenceAudit;
}

const NAME = /^[a-z][a-z0-9-]{0,31}$/;
const VERSION = /^[0-9][\w.+-]{0,63}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** JSON with sorted keys (the same hashes always give the same digest). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return `{${Object.keys(record)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 (hex) of a release record's integrity: what evidence rows name their hashes by. */
export function digestOf(integrity: unknown): string {
  return createHash('sha256').update(canonical(integrity)).digest('hex');
}

/** A line of operator text: trimmed, one line, bounded; refused otherwise. */
function textOf(value: unknown, field: string, max: number): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > max || CONTROL.test(text))
    fail(`${field}: one line of 1–${max} characters`, 'evidenceBadInput', { field, max });
  return text;
}

function checkNames(market: unknown, vertical: unknown, version: unknown): void {
  if (typeof market !== 'string' || !NAME.test(market))
    fail(`no market "${String(market).slice(0, 40)}"`, 'evidenceBadInput', { field: 'market', max: 32 });
  if (typeof vertical !== 'string' || !NAME.test(vertical))
    fail(`no vertical "${String(vertical).slice(0, 40)}"`, 'evidenceBadInput', {
      field: 'vertical',
      max: 32,
    });
  if (typeof version !== 'string' || !VERSION.test(version))
    fail(`no version "${String(version).slice(0, 40)}"`, 'evidenceBadInput', { field: 'version', max: 64 });
}

const ROW_SQL = `SELECT id, market, vertical, version, kind, hashes, integrity, commit_sha, result, detail, actor,
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM release_evidence`;

/** A row as the driver returns it: the id may be a string (bigint), the commit has its column's name. */
interface DbRow extends Omit<EvidenceRow, 'id' | 'commit' | 'detail'> {
  id: string | number;
  commit_sha: string | null;
  detail: Record<string, unknown> | null;
  [key: string]: unknown;
}

function rowOf(r: DbRow): EvidenceRow {
  return {
    id: Number(r.id),
    market: r.market,
    vertical: r.vertical,
    version: r.version,
    kind: r.kind,
    hashes: r.hashes,
    integrity: r.integrity,
    commit: r.commit_sha ?? null,
    result: r.result ?? null,
    detail: r.detail ?? {},
    actor: r.actor,
    at: r.at,
  };
}

/** A row to record (its market is the evidence's). */
interface NewRow {
  vertical: string;
  version: string;
  kind: EvidenceKind;
  hashes: string;
  integrity: Record<string, string>;
  commit?: string | null;
  result?: 'passed' | 'failed' | null;
  detail?: Record<string, unknown>;
  actor: string;
}

function alreadyApproved(vertical: string, version: string, by: unknown): never {
  fail(`${vertical} ${version} is already approved (by ${String(by)})`, 'alreadyApproved', {
    vertical,
    version,
    by: String(by),
  });
}

/**
 * The evidence of `market` on `db`. `dir`: where the release records are (beside composition.json).
 * `audit(action, target, detail, actor)`: the audit log of whoever records (the API's
 * operator_audit; the CLI writes the same table).
 */
export function createEvidence(db: EvidenceDb, { dir, market = DEFAULT_MARKET, audit }: EvidenceOptions) {
  const record = async (q: EvidenceQueryable, row: NewRow): Promise<number> => {
    const [out] = await q.query<{ id: string | number }>(
      `INSERT INTO release_evidence (market, vertical, version, kind, hashes, integrity, commit_sha, result, detail, actor)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::jsonb, $10) RETURNING id`,
      [
        market,
        row.vertical,
        row.version,
        row.kind,
        row.hashes,
        JSON.stringify(row.integrity),
        row.commit ?? null,
        row.result ?? null,
        JSON.stringify(row.detail ?? {}),
        row.actor,
      ],
    );
    const detail: Record<string, unknown> = {
      market,
      version: row.version,
      hashes: row.hashes,
      ...(row.result ? { result: row.result } : {}),
      ...row.detail,
    };
    if (audit) await audit(q, `release.${row.kind}`, `${row.vertical} ${row.version}`, detail, row.actor);
    else
      await q.query(
        'INSERT INTO operator_audit (actor, action, target, detail) VALUES ($1, $2, $3, $4::jsonb)',
        [row.actor, `release.${row.kind}`, `${row.vertical} ${row.version}`, JSON.stringify(detail)],
      );
    return Number(out!.id);
  };

  /** The published record's integrity and its digest; refused when the version was never published. */
  function published(
    vertical: string,
    version: string,
  ): { integrity: Record<string, string>; hashes: string } {
    const integrity = readRelease(dir, vertical, version);
    if (!integrity)
      fail(
        `${vertical} ${version} has no published release record: publish it first (\`pnpm composition publish\`)`,
        'noIntegrity',
        { vertical, version },
      );
    return { integrity, hashes: digestOf(integrity) };
  }

  /** Evidence for other bytes than the published record's is refused (a forged or stale claim). */
  function sameHashes(vertical: string, version: string, claimed: unknown) {
    const mine = published(vertical, version);
    const given =
      typeof claimed === 'string' ? claimed : claimed && typeof claimed === 'object' ? digestOf(claimed) : '';
    if (given !== mine.hashes)
      fail(
        `the evidence is for other files than ${vertical} ${version}'s published release record: refused`,
        'hashesMismatch',
        { vertical, version },
      );
    return mine;
  }

  async function rows(vertical: string, version: string): Promise<EvidenceRow[]> {
    return (
      await db.query<DbRow>(`${ROW_SQL} WHERE market = $1 AND vertical = $2 AND version = $3 ORDER BY id`, [
        market,
        vertical,
        version,
      ])
    ).map(rowOf);
  }

  /**
   * A version's evidence as the gate and the console see it: the published hashes, the newest
   * conformance run, the approval and the overrides for those hashes (rows for other hashes are
   * listed apart, never counted).
   */
  async function status(vertical: string, version: string): Promise<EvidenceStatus> {
    checkNames(market, vertical, version);
    const integrity = readRelease(dir, vertical, version);
    const hashes = integrity ? digestOf(integrity) : null;
    const all = await rows(vertical, version);
    const mine = all.filter((r) => hashes && r.hashes === hashes);
    const runs = mine.filter((r) => r.kind === 'conformance');
    const conformance = runs.at(-1) ?? null;
    const approval = mine.find((r) => r.kind === 'approval') ?? null;
    const overrides = mine.filter((r) => r.kind === 'override');
    return {
      market,
      vertical,
      version,
      published: integrity !== null,
      integrity,
      hashes,
      commit: runs.findLast((r) => r.commit)?.commit ?? null,
      conformance,
      runs,
      approval,
      overrides,
      foreign: all.filter((r) => r.hashes !== hashes),
      passed: conformance?.result === 'passed' && approval !== null,
    };
  }

  return {
    market,
    status,
    rows,
    published,

    /** Records a conformance run of `vertical` `version` (the CLI, with the database's credentials). */
    async recordConformance({
      vertical,
      version,
      integrity,
      commit,
      result,
      suite,
      counts,
      composition,
      actor,
      durationMs,
    }: ConformanceRun): Promise<number> {
      checkNames(market, vertical, version);
      const { hashes, integrity: recorded } = sameHashes(vertical, version, integrity);
      if (result !== 'passed' && result !== 'failed')
        fail('a run is passed or failed', 'evidenceBadInput', { field: 'result', max: 6 });
      if (commit != null && (typeof commit !== 'string' || !COMMIT.test(commit)))
        fail(`not a commit: ${String(commit).slice(0, 70)}`, 'evidenceBadInput', {
          field: 'commit',
          max: 64,
        });
      const count = (n: unknown): number =>
        typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < 10_000 ? n : 0;
      const detail = {
        suite: textOf(suite ?? CONFORMANCE_SUITE, 'suite', 80),
        counts: {
          passed: count(counts?.passed),
          failed: count(counts?.failed),
          skipped: count(counts?.skipped),
        },
        composition: composition ?? null,
        ...(Number.isInteger(durationMs) ? { durationMs } : {}),
      };
      if (result === 'passed' && (detail.counts.failed > 0 || detail.counts.passed === 0))
        fail('a passing run has passed tests and no failed one', 'evidenceBadInput', {
          field: 'counts',
          max: 0,
        });
      return db.tx((q) =>
        record(q, {
          vertical,
          version,
          kind: 'conformance',
          hashes,
          integrity: recorded,
          commit,
          result,
          detail,
          actor: textOf(actor, 'actor', 120),
        }),
      );
    },

    /**
     * An approver's approval of the hashes the page showed (`hashes`), with a change or certificate
     * reference; only after a passing conformance run of those hashes; one per version and market.
     */
    async approve({
      vertical,
      version,
      hashes: claimed,
      reference,
      actor,
    }: {
      vertical: string;
      version: string;
      hashes: unknown;
      reference: unknown;
      actor: string;
    }): Promise<number> {
      checkNames(market, vertical, version);
      const { hashes, integrity } = sameHashes(vertical, version, claimed);
      const ref = textOf(reference, 'reference', 120);
      const state = await status(vertical, version);
      const run = state.conformance;
      if (run?.result !== 'passed')
        fail(
          `${vertical} ${version} has no passing conformance run in market ${market}: run \`pnpm composition conformance ${vertical} ${version} --market ${market}\` first`,
          'noConformance',
          { vertical, version, market },
        );
      const approvalOf = (q: EvidenceQueryable) =>
        q.query<{ actor: string }>(
          "SELECT actor FROM release_evidence WHERE market = $1 AND vertical = $2 AND version = $3 AND hashes = $4 AND kind = 'approval'",
          [market, vertical, version, hashes],
        );
      try {
        return await db.tx(async (q) => {
          // Two approvers at once: the unique index keeps one; the other is told it is approved.
          const [done] = await approvalOf(q);
          if (done) alreadyApproved(vertical, version, done.actor);
          return await record(q, {
            vertical,
            version,
            kind: 'approval',
            hashes,
            integrity,
            detail: { reference: ref, conformanceRun: run.id },
            actor: textOf(actor, 'actor', 120),
          });
        });
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code !== '23505') throw error;
        const [done] = await approvalOf(db);
        alreadyApproved(vertical, version, done?.actor ?? '?');
      }
    },

    /**
     * An approver's override: changes of this version in this market by anyone but `actor` go ahead
     * without passing evidence. `reason` is required.
     */
    async override({
      vertical,
      version,
      hashes: claimed,
      reason,
      actor,
    }: {
      vertical: string;
      version: string;
      hashes: unknown;
      reason: unknown;
      actor: string;
    }): Promise<number> {
      checkNames(market, vertical, version);
      const { hashes, integrity } = sameHashes(vertical, version, claimed);
      const why = textOf(reason, 'reason', 200);
      return db.tx((q) =>
        record(q, {
          vertical,
          version,
          kind: 'override',
          hashes,
          integrity,
          detail: { reason: why },
          actor: textOf(actor, 'actor', 120),
        }),
      );
    },

    /**
     * The gate (`createActions`' `gate` option): resolves with what let the change through
     * (`evidence` or `override by …`), or refuses.
     */
    async gate({ action, vertical, version, user }: GateRequest): Promise<string> {
      if (!version)
        fail(
          `${vertical}: only a published version can be ${action === 'promote' ? 'promoted' : 'served'} (evidence is kept per version)`,
          'noEvidence',
          { vertical, version: '?', market },
        );
      const state = await status(vertical, version);
      if (state.passed && state.approval) return `evidence #${state.approval.id}`;
      const who = `operator:${user ?? ''}`;
      const other = state.overrides.find((o) => o.actor !== who && o.actor !== user);
      if (other) return `override #${other.id} by ${other.actor}`;
      if (state.overrides.length)
        fail(
          `${vertical} ${version}: the only override for market ${market} is your own; a second approver must override`,
          'ownOverride',
          { vertical, version, market },
        );
      const missing = [
        state.conformance?.result === 'passed' ? null : 'conformance',
        state.approval ? null : 'approval',
      ].filter(Boolean);
      fail(
        `${vertical} ${version} has no passing evidence for market ${market} (missing: ${missing.join(', ')}): run \`pnpm composition conformance ${vertical} ${version} --market ${market}\`, have an approver approve it (console → Releases), or have a second approver override`,
        'noEvidence',
        { vertical, version, market },
      );
    },

    /**
     * One JSON document for a regulator: the version's published hashes, commit, conformance runs,
     * approval, overrides and its rollout history in this market (`history`: the store's lines).
     */
    async exportDocument(
      vertical: string,
      version: string,
      history: ReadonlyArray<Record<string, unknown>> = [],
    ): Promise<Record<string, unknown>> {
      const state = await status(vertical, version);
      const strip = ({ market: _m, vertical: _v, version: _ver, integrity: _i, ...row }: EvidenceRow) => row;
      // The lines that served this version (set, canary, traffic, promote, rollback or abort to it)
      // or stopped serving it (a set, promote, rollback or abort away from it).
      const names = (x: unknown) => typeof x === 'string' && (x === version || x.includes(`/${version}/`));
      const mentions = (h: Record<string, unknown>) =>
        h.vertical === vertical &&
        (names(h.to) ||
          names(h.entry) ||
          (names(h.from) && ['set', 'promote', 'rollback', 'abort'].includes(String(h.action))));
      return {
        format: 'playhub.release-evidence/1',
        generatedAt: new Date().toISOString(),
        market,
        vertical,
        version,
        release: { published: state.published, hashes: state.hashes, integrity: state.integrity },
        commit: state.commit,
        gate: state.passed ? 'passed' : state.overrides.length ? 'override' : 'missing',
        conformance: state.runs.map(strip),
        approval: state.approval && strip(state.approval),
        overrides: state.overrides.map(strip),
        otherHashes: state.foreign.map(strip),
        rollout: history.filter(mentions).map((h) => ({
          at: h.at,
          user: h.user,
          action: h.action,
          from: h.from,
          to: h.to,
          ...(h.traffic !== undefined ? { traffic: h.traffic } : {}),
          ...(h.reason ? { reason: h.reason } : {}),
          ...(h.evidence ? { evidence: h.evidence } : {}),
        })),
      };
    },
  };
}

/** The evidence of one market (see {@link createEvidence}). */
export type Evidence = ReturnType<typeof createEvidence>;
