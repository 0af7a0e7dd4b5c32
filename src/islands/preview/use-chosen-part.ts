import { useStore } from '../use-store.ts';
import { $chosenId } from '../../stores/product-choice.ts';
import { useHydrated } from '../use-hydrated.ts';

/**
 * The variant chosen on the product page among `variants`, the first until one is chosen. Until the
 * island has hydrated it is the first, as the pre-rendered HTML shows: an island that wakes after a
 * choice (`client:interaction`) must hydrate on the HTML it has, then show the choice.
 */
export function useChosenPart<V extends { id: number }>(variants: readonly V[]): V | undefined {
  const hydrated = useHydrated();
  const chosenId = useStore($chosenId);
  return (hydrated ? variants.find((v) => v.id === chosenId) : undefined) ?? variants[0];
}
