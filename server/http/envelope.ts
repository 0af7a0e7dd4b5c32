import type { Envelope } from '#contract/api/types.ts';

export function ok<T>(data: T, msg = 'OK'): Envelope<T> {
  return { code: 200, msg, data };
}
