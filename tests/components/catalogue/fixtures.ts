import type { DimensionColumn, Variant } from '#contract/calls/catalogue.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import type { BuyBoxStrings } from '../../../src/islands/catalogue/buy-box-strings.ts';
import { addToListStrings } from '../../../src/islands/lists/add-to-list-strings.ts';
import type { VariantTableStrings } from '../../../src/components/catalogue/VariantTableView.tsx';
import type { ConfiguratorStrings } from '../../../src/islands/catalogue/Configurator.tsx';

const en = dictionary('en');

/** The real English strings, as the product page hands them to its islands. */
export const pickerStrings: VariantTableStrings & ConfiguratorStrings = en.catalogue;
export const buyBoxStrings: BuyBoxStrings = en.catalogue;
export const priceStrings = en.prices;
export const listStrings = addToListStrings(en);
export const viewerStrings = { ...en.catalogue, close: en.common.close };

export const COLUMNS: DimensionColumn[] = [
  { key: 'l1', label: 'Hole centres', labelZh: '孔距', unit: 'mm' },
  { key: 'thread', label: 'Thread', labelZh: '螺纹', unit: null },
];

const breaks = (single: number) => [
  { minQty: 1, unitPricePence: single },
  { minQty: 10, unitPricePence: single - 13 },
  { minQty: 50, unitPricePence: single - 25 },
  { minQty: 100, unitPricePence: single - 37 },
];

/** A slice of the demo's plastic pull handles (family 3). */
export const VARIANTS: Variant[] = [
  {
    id: 23,
    partNo: 'LH-1111-100-PA',
    dims: { l1: 100, thread: 'M6' },
    weightGrams: 30,
    stock: 766,
    leadTimeDays: 2,
    priceBreaks: breaks(166),
    finish: 'Black, matt',
    finishZh: '黑色哑光',
  },
  {
    id: 25,
    partNo: 'LH-1111-120-PA',
    dims: { l1: 120, thread: 'M6' },
    weightGrams: 39,
    stock: 0,
    leadTimeDays: 5,
    priceBreaks: breaks(203),
    finish: 'Black, matt',
    finishZh: '黑色哑光',
  },
  {
    id: 27,
    partNo: 'LH-1111-160-PA',
    dims: { l1: 160, thread: 'M8' },
    weightGrams: 52,
    stock: 20,
    leadTimeDays: 3,
    priceBreaks: breaks(245),
    finish: 'Black, matt',
    finishZh: '黑色哑光',
  },
  {
    id: 29,
    partNo: 'LH-1111-80-PA',
    dims: { l1: 80, thread: 'M5' },
    weightGrams: 24,
    stock: 5,
    leadTimeDays: 4,
    priceBreaks: breaks(150),
    finish: 'Black, matt',
    finishZh: '黑色哑光',
  },
  // A twin of the first but for a grade no column shows: only its part number tells them apart.
  {
    id: 31,
    partNo: 'LH-1111-100-PAB',
    dims: { l1: 100, thread: 'M6' },
    weightGrams: 30,
    stock: 12,
    leadTimeDays: 2,
    priceBreaks: breaks(171),
    finish: 'Black, matt',
    finishZh: '黑色哑光',
  },
];
