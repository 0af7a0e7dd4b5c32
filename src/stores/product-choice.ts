import { atom, computed } from 'nanostores';
import type { Variant } from '#contract/calls/catalogue.ts';
import { $chosenVariantId } from './chosen-variant.ts';

/**
 * The product page's choice, shared by its islands (the buy box at the top, the configurator and
 * the variant table below, the part's preview): the family's variants with today's prices, the chosen
 * one (the id in chosen-variant.ts, which the preview follows) and the quantity typed. Filled by
 * startProductChoice (src/islands/catalogue/product-choice-start.ts).
 */
export const $variants = atom<readonly Variant[]>([]);
export const $chosenId = $chosenVariantId;
export const $quantityText = atom('1');

export const $chosenVariant = computed([$variants, $chosenId], (variants, id) => variants.find((v) => v.id === id));
