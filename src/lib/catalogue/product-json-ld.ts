import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { penceAsDecimal } from '#contract/format/money.ts';

/** schema.org Product data for a family: its variants as offers in GBP (single-unit price, ex VAT). */
export function productJsonLd(product: ProductDetail, pageUrl: string, origin: URL): object {
  const prices = product.variants.map((v) => v.priceBreaks[0]?.unitPricePence ?? 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    description: product.description,
    material: product.material,
    ...(product.imageUrl ? { image: new URL(product.imageUrl, origin).href } : {}),
    brand: { '@type': 'Brand', name: 'Lihda Group' },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: penceAsDecimal(Math.min(...prices)),
      highPrice: penceAsDecimal(Math.max(...prices)),
      offerCount: product.variants.length,
      availability: product.variants.some((v) => v.stock > 0)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/BackOrder',
      url: pageUrl,
    },
  };
}
