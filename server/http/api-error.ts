import type { BilingualText } from '#contract/i18n/text.ts';

/** Business codes of the envelope. 701: the session token is missing, expired or revoked. */
export const CODE = {
  ok: 200,
  badInput: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  /** The database cannot be reached (restarting, failing over): try again shortly. */
  unavailable: 503,
  tokenInvalid: 701,
} as const;

/** The HTTP status that mirrors a business code. */
export function httpStatusFor(code: number): number {
  if (code === CODE.tokenInvalid) return 401;
  if (code >= 400 && code < 600) return code;
  return 400;
}

/** An answer other than success, with a message in both languages for the client to show. */
export class ApiError extends Error {
  readonly code: number;
  readonly text: BilingualText;
  /** Extra fields the client may act on (for example, which field was wrong). */
  readonly data: Record<string, unknown> | null;

  constructor(code: number, text: BilingualText, data: Record<string, unknown> | null = null) {
    super(text.en);
    this.name = 'ApiError';
    this.code = code;
    this.text = text;
    this.data = data;
  }
}
