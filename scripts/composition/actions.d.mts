import type { CompositionFile, CompositionStore, HistoryLine } from './store.mjs';
/** The version folder an entry points into, if it follows the layout. */
export function versionOf(entry: string | null | undefined): string | undefined;
/** A version as operators type it. */
export function isVersion(text: unknown): text is string;
/** A change's name. */
export type Action = 'set' | 'rollback' | 'canary' | 'traffic' | 'promote' | 'abort' | 'routes';
/** A change's parameters (each change reads its own). */
export interface ActionParams {
  target?: string;
  traffic?: unknown;
  force?: boolean;
  reason?: string;
  patterns?: string[];
  /** Who asks (the evidence gate's override must be another approver's). */
  user?: string;
}
/** What the evidence gate is asked (issue 30, item 5: evidence.mjs). */
export interface GateRequest {
  action: 'set' | 'canary' | 'traffic' | 'promote';
  vertical: string;
  version: string | undefined;
  user: string | undefined;
}
export interface Preview {
  /** The history line it would write; null when there is nothing to change. */
  line: HistoryLine | null;
  before: CompositionFile[string] | null;
  after: CompositionFile[string] | null;
  /** The vertical's fingerprint to confirm against. */
  fingerprint: string;
  /** The composition's version the preview saw (to apply with `expectVersion`). */
  version: number;
}
export interface Actions {
  routesOf(composition: CompositionFile, vertical: string): readonly string[];
  rollbackStack(vertical: string): Promise<string[]>;
  fingerprint(vertical: string): Promise<string>;
  preview(
    action: Action,
    vertical: string,
    params?: ActionParams,
    options?: { user?: string },
  ): Promise<Preview>;
  apply(
    action: Action,
    vertical: string,
    params?: ActionParams,
    options?: { user?: string; expect?: string; expectVersion?: number },
  ): Promise<HistoryLine | null>;
}
export function createActions(
  store: CompositionStore,
  options: {
    verticals: readonly string[];
    hostManifest?: string;
    route?: RegExp;
    defaultRoutes?: Record<string, readonly string[]>;
    /**
     * Refuses (throws a Refusal) a version without passing evidence; resolves with what let it
     * through, recorded in the history line as `evidence`.
     */
    gate?: (request: GateRequest) => Promise<string | undefined>;
  },
): Actions;
