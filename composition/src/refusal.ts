// A refusal with a message for the operator: what every check of the control plane throws. Browser-
// safe (no Node imports), so bucket resolution and the compatibility rule can use it on the page too.

/** The `params` of a refusal, for a page that words it in its own language. */
export type RefusalParams = Record<string, string | number>;

/**
 * A refusal with a message for the operator (thrown, so a lock is always released). The message is
 * the CLI's (English); `code` and `params`, when given, let a page word it in its own language
 * (the operator console: `console.refusal.<code>` in the API's messages).
 */
export class Refusal extends Error {
  readonly code: string | undefined;
  readonly params: RefusalParams;
  constructor(message: string, code?: string, params: RefusalParams = {}) {
    super(message);
    this.code = code;
    this.params = params;
  }
}

/** Throws a {@link Refusal}. */
export function fail(message: string, code?: string, params?: RefusalParams): never {
  throw new Refusal(message, code, params);
}
