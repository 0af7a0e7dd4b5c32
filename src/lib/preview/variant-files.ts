import type { FamilyCard, ProductDetail } from '#contract/calls/catalogue.ts';
import { namedPictureUrl, partFileUrls } from '#contract/shapes/part-file-urls.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';

type PartSources = Pick<ProductDetail, 'variants' | 'dimensionColumns' | 'shape'>;

/**
 * A product's variants with the URLs of their picture and drawing named by content, worked out as
 * the page is built (the islands ship no hashing): cached for ever, and new when the part changes.
 */
export function variantsWithFiles(product: PartSources) {
  const columns = columnsOf(product);
  return product.variants.map(({ id, partNo, dims, finish }) => ({
    id,
    partNo,
    dims,
    finish,
    ...partFileUrls(partNo, { shape: product.shape, dimensionColumns: columns, dims, finish }),
  }));
}

/**
 * A family card showing its part's picture under the URL, named by content, that the product page
 * gives the same part: the browser fetches and caches it once, not again under the revalidated URL
 * the API answers (server/catalogue/families.ts). A part the detail does not list keeps its URL.
 */
export function cardWithNamedPicture(card: FamilyCard, product: PartSources): FamilyCard {
  const part = product.variants.find((v) => partPictureUrl(v.partNo) === card.pictureUrl);
  if (!part) return card;
  return {
    ...card,
    pictureUrl: namedPictureUrl(part.partNo, {
      shape: product.shape,
      dimensionColumns: columnsOf(product),
      dims: part.dims,
      finish: part.finish,
    }),
  };
}

const columnsOf = (product: PartSources) => product.dimensionColumns.map(({ key, unit }) => ({ key, unit }));
