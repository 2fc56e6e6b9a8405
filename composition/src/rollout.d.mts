import type { Candidate, CompositionFile, HistoryLine } from './store.mjs';
export const BUCKETS: number;
export function parseTraffic(value: unknown): number;
export function entryOf(composition: CompositionFile, vertical: string): CompositionFile[string];
export function startCanary(
  composition: CompositionFile,
  vertical: string,
  candidate: { entry: string; version?: string; traffic: number; integrity?: Record<string, string> },
): HistoryLine;
export function setTraffic(
  composition: CompositionFile,
  vertical: string,
  traffic: number,
): HistoryLine | null;
export function promote(composition: CompositionFile, vertical: string): HistoryLine;
export function abort(
  composition: CompositionFile,
  vertical: string,
  reason: string,
  expect?: Pick<Candidate, 'entry' | 'since'>,
): HistoryLine | null;
export function resolveForBucket(composition: CompositionFile, bucket: number): CompositionFile;
