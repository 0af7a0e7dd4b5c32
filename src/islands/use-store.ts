import { useSyncExternalStore } from 'react';
import type { Store, StoreValue } from 'nanostores';

/**
 * An island's view of a nanostore (src/stores/): it renders the store's value and again whenever
 * the store changes. Subscribing is what starts a store that loads on first use (@nanostores/query).
 * Our own rather than @nanostores/react's, whose options (keys, ssr) no island uses and whose code
 * every page would load with the header.
 */
export function useStore<SomeStore extends Store>(store: SomeStore): StoreValue<SomeStore> {
  return useSyncExternalStore(store.listen, store.get, store.get);
}
