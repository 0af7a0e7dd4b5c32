import { useStore } from './use-store.ts';
import { useMemo, useRef } from 'react';
import { changeStore } from '../stores/api-data.ts';

/**
 * A change the buyer makes from an island, through the data layer (src/stores/api-data.ts):
 * `change(input)` resolves to the server's answer, or to undefined when it failed, which the buyer
 * has then been told (src/stores/tell-buyer.ts). `busy` while it is under way.
 */
export function useChange<I, T>(send: (input: I) => Promise<T>) {
  // The store lives as long as the island; it sends with the latest props the island rendered.
  const latest = useRef(send);
  latest.current = send;
  const store = useMemo(() => changeStore<I, T>((input) => latest.current(input)), []);
  const { loading } = useStore(store);
  return { busy: loading === true, change: store.mutate };
}
