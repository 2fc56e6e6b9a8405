import { DEV_SECRETS } from '../../api/src/config';
import { newViewId, signBucket, signView } from '../../api/src/services/rollout/signed-views';

/**
 * A page-view token as the API issues with a painted page (issue 30), for a test that reports on
 * its own: `served` per vertical the versions it may report, `path` the landing path. Signed with
 * the key of the suite's API (the repository's development key, or the topology's).
 */
export function pageViewToken(
  served: Record<string, string[]>,
  path = '/',
  secret: string = DEV_SECRETS.SITE_SIGNING_SECRET,
): string {
  return signView(
    { id: newViewId(), bucket: 50, path, served, canary: [], at: Math.floor(Date.now() / 1000) },
    secret,
  );
}

/** The bucket cookie's value the API would set for bucket `n`. */
export const bucketCookie = (n: number, secret: string = DEV_SECRETS.SITE_SIGNING_SECRET): string =>
  signBucket(n, secret);
