import type { Envelope } from '#contract/api/types.ts';

/** A call that did not answer code 200: code is null when no envelope came back (network, HTTP). */
export class ApiCallError extends Error {
  readonly code: number | null;
  /** The request's field the refusal is about, when the server named one (bad input). */
  readonly field: string | null;

  constructor(code: number | null, message: string, field: string | null = null) {
    super(message);
    this.name = 'ApiCallError';
    this.code = code;
    this.field = field;
  }
}

const fieldOf = (data: unknown): string | null => {
  const field = (data as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' ? field : null;
};

/** Reads an answer: the data on code 200, else an ApiCallError with the server's code and message. */
export function unwrap<T>(envelope: unknown): T {
  const body = envelope as Partial<Envelope<T>> | undefined;
  if (typeof body?.code !== 'number') throw new ApiCallError(null, 'The API answered without an envelope.');
  if (body.code !== 200) throw new ApiCallError(body.code, body.msg || 'Error', fieldOf(body.data));
  return body.data as T;
}
