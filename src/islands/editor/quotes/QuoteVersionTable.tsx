import type { QuoteVersion } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatPence } from '#contract/format/money.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { EditorTable } from '../EditorTable.tsx';

interface Props {
  version: QuoteVersion;
  caption: string;
  locale: Locale;
  strings: EditorStrings;
}

/** One version's lines as the buyer got them (or will, once approved), with delivery and the total ex VAT. */
export function QuoteVersionTable({ version, caption, locale, strings }: Props) {
  const text = strings.quotes;
  const c = text.versionColumns;
  const money = (pence: number) => formatPence(pence, locale);
  return (
    <>
      <EditorTable caption={caption} columns={[c.line, c.part, c.breaks, c.unit, c.lead, c.total]}>
        {version.lines.map((line) => (
          <tr key={line.lineNo}>
            <td>{line.lineNo}</td>
            <td>
              {line.partNo} × {line.quantity}
              {line.alternative && <small>{text.alternative}</small>}
            </td>
            <td>{line.priceBreaks.map((b) => `${b.minQty}+ ${money(b.unitPricePence)}`).join(', ')}</td>
            <td>{money(line.unitPricePence)}</td>
            <td>{fill(text.leadDays, { days: line.leadTimeDays })}</td>
            <td>{money(line.lineTotalPence)}</td>
          </tr>
        ))}
      </EditorTable>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.delivery}</dt>
          <dd>{money(version.deliveryPence)}</dd>
        </div>
        <div>
          <dt>{text.totalExVat}</dt>
          <dd>{money(version.subtotalPence + version.deliveryPence)}</dd>
        </div>
        {version.message && (
          <div>
            <dt>{text.message}</dt>
            <dd>{version.message}</dd>
          </div>
        )}
      </dl>
    </>
  );
}
