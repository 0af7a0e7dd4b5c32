import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Store, StoreValue } from 'nanostores';

/**
 * An island's view of a nanostore (src/stores/): it renders the store's value and again whenever
 * the store changes. Subscribing is what starts a store that loads on first use (@nanostores/query).
 * Our own rather than @nanostores/react's, whose options (keys, ssr) no island uses and whose code
 * every page would load with the header.
 *
 * React asks for the snapshot more than once per render and needs the same object each time, but a
 * query store nobody listens to yet (the first render, before React subscribes) makes a new
 * `{ loading: false }` on every get(). So the value is read once per render and kept; the
 * subscription replaces it when the store changes.
 */
export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  const seen = useRef<StoreValue<SomeStore>>(undefined as StoreValue<SomeStore>);
  seen.current = store.get() as StoreValue<SomeStore>;
  const subscribe = useCallback(
    (changed: () => void) => {
      const take = (value: StoreValue<SomeStore>) => {
        if (seen.current === value) return;
        seen.current = value;
        changed();
      };
      const stop = store.listen(take);
      // The store may have changed between the render and this subscription.
      take(store.get() as StoreValue<SomeStore>);
      return stop;
    },
    [store],
  );
  const snapshot = () => seen.current;
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
