import type { FamilyCard, ProductDetail } from '#contract/calls/catalogue.ts';
import { partFileUrls } from '#contract/shapes/part-file-urls.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';

type PartSources = Pick<ProductDetail, 'variants' | 'dimensionColumns' | 'shape'>;

type VariantWithFiles = PartSources['variants'][number] & { pictureUrl: string; drawingUrl: string };

/**
 * Worked out once per product detail a build holds (src/lib/catalogue/build-data.ts reads each once):
 * drawing and hashing every part's picture was a tenth of a build's CPU, done again for each language
 * and each page showing the family's card (docs/performance.md, "Site build").
 */
const drawn = new WeakMap<PartSources, VariantWithFiles[]>();

/**
 * A product's variants with the URLs of their picture and drawing named by content, worked out as
 * the page is built (the islands ship no hashing): cached for ever, and new when the part changes.
 * The list is shared by every page of the product: read it, never change it.
 */
export function variantsWithFiles(product: PartSources): readonly VariantWithFiles[] {
  let variants = drawn.get(product);
  if (!variants) {
    const columns = columnsOf(product);
    variants = product.variants.map((variant) => ({
      ...variant,
      ...partFileUrls(variant.partNo, {
        shape: product.shape,
        dimensionColumns: columns,
        dims: variant.dims,
        finish: variant.finish,
      }),
    }));
    drawn.set(product, variants);
  }
  return variants;
}

/**
 * A family card showing its part's picture under the URL, named by content, that the product page
 * gives the same part: the browser fetches and caches it once, not again under the revalidated URL
 * the API answers (server/catalogue/families.ts). A part the detail does not list keeps its URL.
 */
export function cardWithNamedPicture(card: FamilyCard, product: PartSources): FamilyCard {
  const part = variantsWithFiles(product).find((v) => partPictureUrl(v.partNo) === card.pictureUrl);
  return part ? { ...card, pictureUrl: part.pictureUrl } : card;
}

const columnsOf = (product: PartSources) => product.dimensionColumns.map(({ key, unit }) => ({ key, unit }));
