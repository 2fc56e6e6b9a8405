import { api, ApiError } from '@playhub/shared/api';
import { launchResult } from '@playhub/shared/contracts';
import { isHttpUrl } from '../../../lib/safe-url';
import type { LaunchRequest } from '../model/launch-request';

/** A started game: a URL for the frame, or the SoftGamings HTML document for a sandboxed srcdoc. */
export type GameLaunch = { kind: 'url'; url: string; origin: string } | { kind: 'html'; html: string };

/**
 * POST casino/{provider}launchurl (all seven endpoints answer the same `data: string`, so one call
 * serves them; `launchRequest` picks the endpoint and body). A URL that is not http(s) is refused:
 * a `javascript:` launch URL must never reach an iframe src.
 */
export async function launchGame(request: LaunchRequest, signal?: AbortSignal): Promise<GameLaunch> {
  const { data } = await api.post(request.path, request.body, { schema: launchResult, signal });
  if (request.result === 'html') return { kind: 'html', html: data };
  if (!isHttpUrl(data)) throw new ApiError('Invalid launch URL', 'contract');
  return { kind: 'url', url: data, origin: new URL(data).origin };
}
