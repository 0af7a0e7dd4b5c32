import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { formatPence } from '#contract/format/money.ts';
import { priceChange } from '../../lib/basket/line-notes.ts';
import { fill } from '#contract/i18n/text.ts';

/** "Price changed from £x to £y" when today's unit price is not the one the buyer saw. */
export function PriceChangeNote({ line, locale, template }: { line: BasketLine; locale: Locale; template: string }) {
  const change = priceChange(line);
  if (!change) return null;
  return (
    <p className="price-changed">
      {fill(template, { from: formatPence(change.fromPence, locale), to: formatPence(change.toPence, locale) })}
    </p>
  );
}
