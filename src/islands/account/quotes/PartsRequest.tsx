import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import {
  BLANK_PART_LINE,
  partLineProblems,
  partsRequestBody,
  type PartLineValues,
} from '../../../lib/quotes/request-form.ts';
import { QuoteRequestForm } from '../../quotes/QuoteRequestForm.tsx';
import type { QuotesStrings } from './quotes-strings.ts';

interface Props {
  /** The first line: the part and quantity a product page's link carried, or blank. */
  first: PartLineValues;
  onCancel: () => void;
  locale: Locale;
  strings: QuotesStrings;
}

/**
 * /acQuote's request by part number: the part a product page sent (or none), more lines added by
 * part number, each with a quantity up to the quotes' limit, a target price and a note; then the
 * request's own fields and files, as the basket's request has them.
 */
export function PartsRequest({ first, onCancel, locale, strings }: Props) {
  return (
    <QuoteRequestForm
      title={strings.requestParts}
      intro={fill(strings.partsIntro, { max: QUOTE_LIMITS.maxQuantity })}
      initialLines={[first]}
      linesFirst
      lineProblems={(lines) => partLineProblems(lines, strings)}
      body={partsRequestBody}
      onCancel={onCancel}
      locale={locale}
      strings={strings}
      renderLines={({ lines, setLines, described, problemOf, id }) => {
        const setLine = (index: number, key: keyof PartLineValues, value: string) =>
          setLines((now) => now.map((l, i) => (i === index ? { ...l, [key]: value } : l)));
        const field = (index: number, key: keyof PartLineValues, label: string, inputMode?: 'numeric' | 'decimal') => {
          const name = `${key}-${index + 1}`;
          return (
            <div className="field">
              <label htmlFor={`${id}-${name}`}>{fill(label, { n: index + 1 })}</label>
              <input
                type="text"
                inputMode={inputMode}
                value={lines[index]?.[key] ?? ''}
                onChange={(e) => setLine(index, key, e.target.value)}
                {...described(name)}
              />
              {problemOf(name)}
            </div>
          );
        };
        return (
          <fieldset className="request-quote-lines">
            <legend>{strings.partsLegend}</legend>
            {lines.map((_, index) => (
              // Lines are only added at the end or removed: the index names the line, as its labels do.
              <div key={index} className="request-quote-line request-quote-part">
                {field(index, 'partNo', strings.partNoOf)}
                {field(index, 'quantity', strings.quantityOf, 'numeric')}
                {field(index, 'target', strings.targetPriceOf, 'decimal')}
                {field(index, 'note', strings.noteOf)}
                {lines.length > 1 && (
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => {
                      setLines((now) => now.filter((__, i) => i !== index));
                      // The focus goes to the line before (or the new first line), which stays in place.
                      document.getElementById(`${id}-partNo-${Math.max(index, 1)}`)?.focus();
                    }}
                  >
                    {fill(strings.removeLine, { n: index + 1 })}
                  </button>
                )}
              </div>
            ))}
            {lines.length < QUOTE_LIMITS.maxLines && (
              <button
                type="button"
                className="button secondary"
                onClick={() => setLines((now) => [...now, BLANK_PART_LINE])}
              >
                {strings.addLine}
              </button>
            )}
          </fieldset>
        );
      }}
    />
  );
}
