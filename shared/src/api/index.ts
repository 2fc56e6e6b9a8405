import { bus } from '../bus';
import { i18n } from '../i18n';
import { sessionStore } from '../session/store';
import { getFingerprint, readString, storageKeys } from '../storage';
import { takeActivity } from './activity';
import { createApiClient } from './client';

export { ApiError, errorMessage, type ApiErrorKind } from './errors';
export {
  createSubmitGuard,
  keepsKey,
  newIdempotencyKey,
  type SubmitGuard,
  type SubmitOutcome,
} from './idempotency';
export { useSubmitGuard } from './use-submit-guard';
export { watchActivity } from './activity';
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiResult,
  type CallOptions,
  type DownloadedFile,
  type FailureKind,
} from './client';

/** The page's base for relative calls: `api/` under the document base (Requirements §1). */
export function apiBaseUrl(): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  return new URL('api/', base).toString();
}

/** The language the page asks the server in (`x-locale`): the stored choice, else Turkish. */
export function requestLocale(): string {
  return readString(storageKeys.lang) ?? 'tr';
}

/** The one API client of the page. */
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: () => sessionStore.getState().authData?.token ?? null,
  getLocale: requestLocale,
  getFingerprint,
  tookActivity: takeActivity,
  // The player's language (common `failure.*`); before i18n is up, the client's English.
  describeFailure: (failure) => (i18n.isInitialized ? i18n.t(`common:failure.${failure}`) : ''),
  onUnauthorized: (data) => {
    if (!sessionStore.getState().hasLogin) return;
    sessionStore.getState().clear();
    const expired =
      typeof data === 'object' && data !== null && 'reason' in data && data.reason === 'expired';
    bus.emit('auth:logout', { reason: expired ? 'expired' : 'ended' });
  },
});
