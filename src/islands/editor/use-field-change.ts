import { useState } from 'react';
import { ApiCallError } from '../../api/answer.ts';
import { useChange } from '../use-change.ts';

/**
 * A form's change whose refusal is also shown beside its field: the one the server names, or the
 * form's first field when it names none of the form's (an overlap of two lists, a missing list).
 * The refusal stays until the next send.
 */
export function useFieldChange<I, T>(send: (input: I) => Promise<T>, fields: readonly [string, ...string[]]) {
  const [refusal, setRefusal] = useState<{ field: string; message: string } | null>(null);
  const { busy, change } = useChange(async (input: I) => {
    setRefusal(null);
    try {
      return await send(input);
    } catch (error) {
      if (error instanceof ApiCallError && error.code !== null && error.code < 700) {
        setRefusal({
          field: error.field !== null && fields.includes(error.field) ? error.field : fields[0],
          message: error.message,
        });
      }
      throw error;
    }
  });
  const problemOf = (field: string): string | undefined => (refusal?.field === field ? refusal.message : undefined);
  return { busy, change, problemOf };
}
