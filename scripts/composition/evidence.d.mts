import type { Refusal } from './store.mjs';
import type { GateRequest } from './actions.mjs';
export const DEFAULT_MARKET: 'default';
export const CONFORMANCE_SUITE: string;
export function digestOf(integrity: Record<string, string>): string;
/** Something SQL runs on, with transactions (the API's Db or the CLI's openDatabase). */
type Rows = Record<string, unknown>;
export interface EvidenceQueryable {
  query<T extends Rows = Rows>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}
export interface EvidenceDb extends EvidenceQueryable {
  tx<T>(fn: (q: EvidenceQueryable) => Promise<T>): Promise<T>;
}
export interface EvidenceRow {
  id: number;
  market: string;
  vertical: string;
  version: string;
  kind: 'conformance' | 'approval' | 'override';
  hashes: string;
  integrity: Record<string, string>;
  commit: string | null;
  result: 'passed' | 'failed' | null;
  detail: Record<string, unknown>;
  actor: string;
  at: string;
}
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
export interface Evidence {
  readonly market: string;
  status(vertical: string, version: string): Promise<EvidenceStatus>;
  rows(vertical: string, version: string): Promise<EvidenceRow[]>;
  recordConformance(run: {
    vertical: string;
    version: string;
    integrity: Record<string, string> | string;
    commit?: string | null;
    result: 'passed' | 'failed';
    suite?: string;
    counts: { passed: number; failed: number; skipped?: number };
    composition?: Record<string, unknown> | null;
    actor: string;
    durationMs?: number;
  }): Promise<number>;
  approve(a: { vertical: string; version: string; hashes: string; reference: unknown; actor: string }): Promise<number>;
  override(o: { vertical: string; version: string; hashes: string; reason: unknown; actor: string }): Promise<number>;
  gate(request: GateRequest): Promise<string>;
  exportDocument(
    vertical: string,
    version: string,
    history?: ReadonlyArray<Record<string, unknown>>,
  ): Promise<Record<string, unknown>>;
}
export function createEvidence(
  db: EvidenceDb,
  options: {
    dir: string;
    market?: string;
    audit?: (
      q: EvidenceQueryable,
      action: string,
      target: string,
      detail: Record<string, unknown>,
      actor: string,
    ) => Promise<void>;
  },
): Evidence;
export type { Refusal };
