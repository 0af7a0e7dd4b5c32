import { penceAsDecimal } from '#contract/format/money.ts';
import { CURRENCY, OCI_UNIT, UNSPSC_HARDWARE, type TransferLine } from './transferred-line.ts';

/** OCI's short description holds 40 characters (OCI 4.0 and 5.0); the whole name goes in the long text. */
const DESCRIPTION_MAX = 40;

/**
 * The OCI fields of a transferred basket (SAP OCI 4.0/5.0, "NEW_ITEM-…[n]" from 1), in the order a
 * form posts them to HOOK_URL.
 */
export function ociFields(lines: readonly TransferLine[]): Array<[string, string]> {
  return lines.flatMap((line, index) => {
    const n = index + 1;
    return [
      [`NEW_ITEM-DESCRIPTION[${n}]`, line.name.slice(0, DESCRIPTION_MAX)],
      [`NEW_ITEM-QUANTITY[${n}]`, String(line.quantity)],
      [`NEW_ITEM-UNIT[${n}]`, OCI_UNIT],
      [`NEW_ITEM-PRICE[${n}]`, penceAsDecimal(line.unitPricePence)],
      [`NEW_ITEM-PRICEUNIT[${n}]`, '1'],
      [`NEW_ITEM-CURRENCY[${n}]`, CURRENCY],
      [`NEW_ITEM-VENDORMAT[${n}]`, line.partNo],
      [`NEW_ITEM-LEADTIME[${n}]`, String(line.leadTimeDays)],
      [`NEW_ITEM-MATGROUP[${n}]`, UNSPSC_HARDWARE],
      [`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, line.partNo],
      [`NEW_ITEM-LONGTEXT_${n}:132[]`, `${line.partNo} ${line.name}`],
    ] satisfies Array<[string, string]>;
  });
}
