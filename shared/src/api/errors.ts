/** Why a call failed: the server said no, the network failed, it timed out, or the answer broke the contract. */
export type ApiErrorKind = 'server' | 'network' | 'timeout' | 'contract';

/** A failed API call carrying the server's message when there is one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number | null = null,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** Message to show a person for any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
