import { $chosenVariant } from '../../stores/product-choice.ts';

/** The product page's CAD form (src/components/catalogue/Downloads.astro, followsChoice). */
const CAD_FORM_FOLLOWS = 'select[data-follows-choice]';

/**
 * Keeps the product page's CAD form on the part chosen on the page (a `?partNo=` link, the
 * configurator, the table), so the model downloaded below is the part chosen above; the buyer can
 * still pick another in the form.
 */
export function cadFormFollowsChoice(): () => void {
  return $chosenVariant.subscribe((variant) => {
    if (!variant) return;
    for (const select of document.querySelectorAll<HTMLSelectElement>(CAD_FORM_FOLLOWS))
      select.value = String(variant.id);
  });
}
