import { describe, expect, it } from 'vitest';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import { partPictureUrl } from '#contract/shapes/picture-url.ts';
import { cardWithNamedPicture, variantsWithFiles } from '../../src/lib/preview/variant-files.ts';
import { datasheetInput, family } from './downloads-fixtures.ts';

// A star knob as productDetail answers it, and its card as a category lists it (its first part's picture).
const product = datasheetInput(family('LH-1202')).product;
const card: FamilyCard = { ...product, pictureUrl: partPictureUrl(product.variants[0]!.partNo) };

describe("a family card's picture, as the build draws the card", () => {
  it('is the very URL, named by content, that its product page gives the same part: fetched and cached once', () => {
    const named = cardWithNamedPicture(card, product).pictureUrl;
    expect(named).toBe(variantsWithFiles(product)[0]!.pictureUrl);
    expect(named).toMatch(
      new RegExp(`^/api/unpri/partPicture\\?partNo=${product.variants[0]!.partNo}&v=[0-9a-f]{16}$`),
    );
  });

  it('names the part the card pictures, whichever it is, and keeps a URL the detail does not know', () => {
    const other = product.variants.at(-1)!;
    expect(cardWithNamedPicture({ ...card, pictureUrl: partPictureUrl(other.partNo) }, product).pictureUrl).toBe(
      variantsWithFiles(product).at(-1)!.pictureUrl,
    );
    const gone = { ...card, pictureUrl: partPictureUrl('LH-0000-1') };
    expect(cardWithNamedPicture(gone, product)).toBe(gone);
  });

  it('draws a product detail once however many pages show it, and again for a changed detail', () => {
    const first = variantsWithFiles(product);
    expect(variantsWithFiles(product)).toBe(first);
    const resized = { ...product, variants: product.variants.map((v) => ({ ...v, dims: { ...v.dims, d1: 99 } })) };
    expect(variantsWithFiles(resized)).not.toBe(first);
    expect(variantsWithFiles(resized)[0]!.pictureUrl).not.toBe(first[0]!.pictureUrl);
  });

  it('keeps the revalidated URL of a part with nothing to draw (its family’s stored picture answers it)', () => {
    const boxless = { ...product, shape: null, dimensionColumns: [] };
    expect(cardWithNamedPicture(card, boxless).pictureUrl).toBe(card.pictureUrl);
  });
});
