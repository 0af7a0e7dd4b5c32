import { atom, computed } from 'nanostores';
import type { Variant } from '#contract/api/types.ts';

/**
 * The product page's choice, shared by its islands (the buy box at the top, the configurator and
 * the variant table below): the family's variants with today's prices, the chosen one and the
 * quantity typed. Filled by startProductChoice (src/islands/catalogue/product-choice-start.ts).
 */
export const $variants = atom<readonly Variant[]>([]);
export const $chosenId = atom<number | null>(null);
export const $quantityText = atom('1');

export const $chosenVariant = computed([$variants, $chosenId], (variants, id) => variants.find((v) => v.id === id));
