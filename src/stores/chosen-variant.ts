import { atom } from 'nanostores';

/**
 * The variant the buyer has chosen on the product page (the variant picker sets it), so that other
 * islands there (the part's picture and 3D preview) show that very part. Null: none chosen yet.
 */
export const $chosenVariantId = atom<number | null>(null);
