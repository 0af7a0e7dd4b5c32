import type { Page } from '@playwright/test';
import type { Envelope } from '#contract/api/types.ts';
import type { VariantLive } from '#contract/calls/catalogue.ts';

/**
 * The stock of one part as the product page's own live call answered it (unpri/productLive, made
 * once as the page starts: src/lib/catalogue/product-choice-start.ts). Other journeys buy, cancel
 * and reject orders beside this one, so a figure read from the API before or after the page is not
 * the one it shows. Call before the page opens.
 */
export function liveStockOnPage(page: Page, productId: number, variantId: number): Promise<number> {
  return page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/unpri/productLive' &&
        response.request().postDataJSON()?.id === productId,
    )
    .then(async (response) => {
      const live = ((await response.json()) as Envelope<VariantLive[]>).data.find((v) => v.id === variantId);
      if (!live) throw new Error(`The live answer for family ${productId} has no variant ${variantId}.`);
      return live.stock;
    });
}
