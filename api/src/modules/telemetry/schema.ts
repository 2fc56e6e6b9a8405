import { z } from 'zod';
import { HOST } from '@playhub/composition/host';
import { verticalNames } from '@playhub/shared/contracts';
import { VIEW_TOKEN_MAX } from '../../services/rollout/signed-views.js';

/**
 * When a vertical's report was taken: its entry failed to load, was refused as built against a newer
 * `@playhub/shared` than the host provides (`incompatible`), had a script refused for a missing or
 * wrong SHA-384 (`integrity`), a fallback entry was used, it threw while rendering, or a canary's
 * candidate loaded (`loaded`, the automatic abort's denominator).
 */
export const remotePhase = z.enum(['load', 'incompatible', 'integrity', 'fallback', 'render', 'loaded']);
/** A report's phase. */
export type RemotePhase = z.infer<typeof remotePhase>;

/**
 * Body of POST /api/telemetry/remote (the host's beacon). Strict and small: anyone can send it,
 * so unknown fields and long texts are refused rather than stored; `view` is the page-view token
 * the page was served with (no token, no count).
 */
export const remoteReport = z.strictObject({
  view: z.string().max(VIEW_TOKEN_MAX).optional(),
  // The host reports its own start (issue 31, item 5) as `host`.
  vertical: z.enum([HOST, ...verticalNames]),
  version: z.string().trim().min(1).max(64).nullish(),
  // null when a render failure comes before any entry was recorded.
  entry: z.string().trim().min(1).max(500).nullish(),
  phase: remotePhase,
  error: z.string().max(2000).nullish(),
});
/** A beacon body. */
export type RemoteReport = z.infer<typeof remoteReport>;

/** One stored report as listed to operators. */
export const remoteReportRow = z.object({
  id: z.number().int(),
  vertical: z.string(),
  version: z.string().nullable(),
  entry: z.string(),
  phase: remotePhase,
  error: z.string().nullable(),
  createdAt: z.string(),
});
