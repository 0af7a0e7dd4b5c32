import { atom, computed } from 'nanostores';
import type { Variant } from '#contract/calls/catalogue.ts';
import type { Filters } from '../lib/catalogue/variant-filter.ts';

/**
 * The product page's choice, shared by its islands (the buy box at the top, the configurator and
 * the variant table below, the part's picture, 3D preview and drawing): the family's variants with
 * today's prices, the chosen one (null: none chosen yet), the configurator's values (which filter
 * the table) and the quantity typed. Filled by the page's script as it loads
 * (src/components/catalogue/ProductChoiceStart.astro).
 */
export const $variants = atom<readonly Variant[]>([]);
export const $chosenId = atom<number | null>(null);
export const $filters = atom<Filters>({});
export const $quantityText = atom('1');

export const $chosenVariant = computed([$variants, $chosenId], (variants, id) => variants.find((v) => v.id === id));

/**
 * Dispatched on `document` when the chosen variant changes: the islands that show it and hydrate
 * on interaction (`client:interaction={CHOICE_EVENT}`, src/lib/hydrate-on-interaction.ts) wake then,
 * since their HTML shows the family's first part.
 */
export const CHOICE_EVENT = 'lihda:product-choice';

/** The id of the product page's `<script type="application/json">` holding its family's variants, from which its script starts the choice. */
export const PRODUCT_CHOICE_DATA_ID = 'product-choice-data';

/** What that element holds. */
export interface ProductChoiceData {
  productId: number;
  variants: readonly Variant[];
}

/** The configurator's heading, where the choice is made: the buy box links there and sends the focus there. */
export const CONFIGURATOR_ID = 'configure';
