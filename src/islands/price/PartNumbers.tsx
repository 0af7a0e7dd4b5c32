import '../../styles/prices.css';
import { fill } from '#contract/i18n/text.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';

interface Props {
  partNo: string;
  /** The buyer's company's own number for the part, or null. */
  customerPartNo: string | null;
  strings: Pick<Dictionary['prices'], 'customerPartNo'>;
}

/** Our part number, with the buyer's company's own number beside it when it has one (basket and order lines). */
export function PartNumbers({ partNo, customerPartNo, strings }: Props) {
  return (
    <>
      <span className="line-part">{partNo}</span>
      {customerPartNo && (
        <span className="line-customer-part">{fill(strings.customerPartNo, { partNo: customerPartNo })}</span>
      )}
    </>
  );
}
