import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { fields, idList } from '../fields.ts';
import { PriceBreak } from './catalogue.ts';
import { CustomerPartNoAnswer, customerPartNoFields } from './staff-price-lists.ts';

/**
 * The logged-in buyer's own prices (docs/pricing.md): pre-rendered pages keep list prices in their
 * HTML and ask for these in one call per page. Money is in pence ex VAT.
 */

/** Where a price came from: the list price, or a price list's net price or percentage off (family, category, catalogue). */
export const PRICE_RULES = ['list', 'net', 'family', 'category', 'catalogue'] as const;
export type PriceRule = (typeof PRICE_RULES)[number];

export const PriceSource = T.Object({
  /** The price list whose rule gave the price; null for the list price. */
  priceListId: orNull(T.Integer()),
  rule: enumOf(PRICE_RULES),
});
export type PriceSource = T.Static<typeof PriceSource>;

/** A quantity break of the buyer's price, with where its price came from. */
export const BuyerPriceBreak = T.Object({ ...PriceBreak.properties, ...PriceSource.properties });
export type BuyerPriceBreak = T.Static<typeof BuyerPriceBreak>;

export const BuyerVariantPrice = T.Object({
  variantId: T.Integer(),
  partNo: T.String(),
  /** Everyone's price breaks, lowest quantity first. */
  listPriceBreaks: T.Array(PriceBreak),
  /** This buyer's price breaks (never above the list price at any quantity), lowest quantity first. */
  priceBreaks: T.Array(BuyerPriceBreak),
  /** The buyer's company's own number for the part, or null. */
  customerPartNo: orNull(T.String()),
});
export type BuyerVariantPrice = T.Static<typeof BuyerVariantPrice>;

/** Parts one page shows at most: a variant table or a basket. */
export const PRICE_MINE_MAX_VARIANTS = 200;

export const priceMine = defineCall({
  path: 'pri/priceMine',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'pricing',
  summary:
    "The logged-in buyer's price breaks beside the list price breaks of up to 200 variants (unknown ids are left out)",
  body: fields({
    variantIds: idList({ label: { en: 'variants', zh: '型号' }, required: true, max: PRICE_MINE_MAX_VARIANTS }),
  }),
  answer: T.Object({ prices: T.Array(BuyerVariantPrice) }),
});
export type PriceMineAnswer = T.Static<typeof priceMine.answer>;

/** Families one page shows at most: search results, a category page and its "show more" pages. */
export const PRICE_FROM_MINE_MAX_FAMILIES = 200;

/** A family card's "from" price for the logged-in buyer, beside everyone's. */
export const BuyerFromPrice = T.Object({
  familyId: T.Integer(),
  /** The lowest single-unit price the buyer pays for any part of the family. */
  fromPricePence: T.Integer(),
  /** The lowest single-unit list price of the family (the card's pre-rendered "from" price). */
  listFromPricePence: T.Integer(),
});
export type BuyerFromPrice = T.Static<typeof BuyerFromPrice>;

export const priceFromMine = defineCall({
  path: 'pri/priceFromMine',
  openInPunchOut: true,
  caller: 'buyer',
  tag: 'pricing',
  summary:
    'The logged-in buyer\'s lowest single-unit price beside the list "from" price of up to 200 product families (families without prices are left out)',
  body: fields({
    familyIds: idList({
      label: { en: 'product families', zh: '产品系列' },
      required: true,
      max: PRICE_FROM_MINE_MAX_FAMILIES,
    }),
  }),
  answer: T.Object({ prices: T.Array(BuyerFromPrice) }),
});
export type PriceFromMineAnswer = T.Static<typeof priceFromMine.answer>;

export const customerPartNoSave = defineCall({
  path: 'pri/customerPartNoSave',
  caller: 'buyer',
  tag: 'pricing',
  summary: "A company admin sets (or with a blank number removes) the company's own number for one of our parts",
  body: fields(customerPartNoFields),
  answer: CustomerPartNoAnswer,
});
