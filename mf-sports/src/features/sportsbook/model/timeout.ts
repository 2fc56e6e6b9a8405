import { readString } from '@playhub/shared/storage';

/** How long the sportsbook may take to answer before the error state shows. */
export const DEFAULT_SPORTSBOOK_TIMEOUT_MS = 15_000;

/** Local-storage key that overrides the timeout (e2e tests shorten it). */
export const SPORTSBOOK_TIMEOUT_KEY = 'playhub:sportsbookTimeoutMs';

/** The answer timeout: the stored override when it is a sane number, else the default. */
export function sportsbookTimeoutMs(): number {
  const override = Number(readString(SPORTSBOOK_TIMEOUT_KEY));
  return Number.isFinite(override) && override >= 500 ? override : DEFAULT_SPORTSBOOK_TIMEOUT_MS;
}
