import type { TransferredLine } from '../db/schema.ts';

/**
 * A basket line as it goes back to the procurement system: the shop's part number, the family's
 * name, the buyer's unit price (ex VAT, pence), the lead time. Both protocols map these fields.
 */
export type TransferLine = Pick<TransferredLine, 'partNo' | 'name' | 'quantity' | 'unitPricePence' | 'leadTimeDays'>;

/** Every part is a piece; OCI and cXML name the unit by its UN/ECE code. */
export const UNIT_OF_MEASURE = 'EA';
export const OCI_UNIT = 'PCE';
/**
 * The UNSPSC commodity of the whole catalogue (31160000, hardware: knobs, handles, clamps, fasteners):
 * cXML needs a classification on each item, and OCI's material group takes the same code.
 */
export const UNSPSC_HARDWARE = '31160000';
export const CURRENCY = 'GBP';
