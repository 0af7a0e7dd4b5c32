import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the island. Forms keep
 * their submit button disabled until then, so a click that comes too early cannot post the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
