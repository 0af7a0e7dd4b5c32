import { useStore } from '@nanostores/react';
import { useCallback, useMemo } from 'react';
import { changeStore } from '../../stores/api-data.ts';

/**
 * The changes one part of the console makes, through the data layer's change store
 * (src/stores/api-data.ts): `change(() => someCall(...))` resolves to `{ answer }`, or to undefined
 * when it failed, which the editor has been told of already (src/stores/tell-buyer.ts).
 */
export function useChange() {
  // Wrapped, so that a call answering nothing still counts as done.
  const store = useMemo(() => changeStore((send: () => Promise<unknown>) => send().then((answer) => ({ answer }))), []);
  const { loading } = useStore(store);
  const change = useCallback(<T,>(send: () => Promise<T>) => store.mutate(send) as Promise<{ answer: T } | undefined>, [store]);
  return { busy: loading === true, change };
}
