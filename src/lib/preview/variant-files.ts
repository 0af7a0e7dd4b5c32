import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { partFileUrls } from '#contract/shapes/part-file-urls.ts';

/**
 * A product's variants with the URLs of their picture and drawing named by content, worked out as
 * the page is built (the islands ship no hashing): cached for ever, and new when the part changes.
 */
export function variantsWithFiles(product: Pick<ProductDetail, 'variants' | 'dimensionColumns' | 'shape'>) {
  const columns = product.dimensionColumns.map(({ key, unit }) => ({ key, unit }));
  return product.variants.map(({ id, partNo, dims, finish }) => ({
    id,
    partNo,
    dims,
    finish,
    ...partFileUrls(partNo, { shape: product.shape, dimensionColumns: columns, dims, finish }),
  }));
}
