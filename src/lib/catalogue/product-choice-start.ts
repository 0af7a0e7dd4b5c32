import type { Variant } from '#contract/calls/catalogue.ts';
import { onDemand } from '../../api/on-demand.ts';
import { productLive } from '../../api/product-live.ts';
import { keepAddressOnLanguageSwitch } from '../routing/language-switch.ts';
import { withLiveValues } from './live-variants.ts';
import { partNoInUrl, urlWithPartNo } from './part-in-url.ts';
import {
  $chosenId,
  $chosenVariant,
  $variants,
  CHOICE_EVENT,
  PRODUCT_CHOICE_DATA_ID,
  type ProductChoiceData,
} from '../../stores/product-choice.ts';

// Needed only when today's prices fail to come: its code stays off the page until then.
const tellBuyer = onDemand(() => import('../../stores/tell-buyer.ts'), 'tellBuyer');

/**
 * Starts the product page's choice (its script does, as the page loads: startProductChoiceFromPage):
 * the built variants, the one named by ?partNo= (or the only one), then today's prices and stock
 * (unpri/productLive, one call; on failure the built values stay and the error catalogue has told
 * the buyer). From then on the address (and the language link) follows the choice, and each change
 * wakes the islands that show it, until the returned function stops it.
 */
export function startProductChoice(productId: number, built: readonly Variant[]): () => void {
  let current = true;
  const stopWaking = $chosenId.listen(() => document.dispatchEvent(new Event(CHOICE_EVENT)));
  $variants.set(built);
  const wanted = partNoInUrl(window.location.search);
  const chosen = built.length === 1 ? built[0] : built.find((v) => v.partNo === wanted);
  $chosenId.set(chosen?.id ?? null);
  const stopUrl = $chosenVariant.subscribe((variant) => {
    const next = urlWithPartNo(window.location.href, variant?.partNo ?? null);
    if (next !== window.location.href) window.history.replaceState(window.history.state, '', next);
    // The language link follows, so the other language opens with the same variant chosen.
    keepAddressOnLanguageSwitch();
  });
  productLive(productId).then((live) => current && $variants.set(withLiveValues(built, live)), tellBuyer);
  return () => {
    current = false;
    stopWaking();
    stopUrl();
  };
}

/** Starts the choice from the family's variants the page holds (src/components/catalogue/ProductChoiceStart.astro). */
export function startProductChoiceFromPage(): void {
  const data = JSON.parse(document.getElementById(PRODUCT_CHOICE_DATA_ID)!.textContent) as ProductChoiceData;
  startProductChoice(data.productId, data.variants);
}
