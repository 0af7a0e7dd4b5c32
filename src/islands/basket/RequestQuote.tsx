import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { requestBody } from '../../lib/quotes/request-form.ts';
import { QuoteRequestForm } from '../quotes/QuoteRequestForm.tsx';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  lines: BasketLine[];
  /** Resolves once the basket's changes under way are answered, so the request is made of what the buyer sees. */
  settled: () => Promise<void>;
  onCancel: () => void;
  locale: Locale;
  strings: BasketStrings;
}

/**
 * "Request a quote": the basket's lines (not those saved for later) go to sales with a needed-by
 * date, a delivery country, a reference, a message and, per line, a target price and a note; on
 * success the buyer goes to the new quote's page.
 */
export function RequestQuote({ lines, settled, onCancel, locale, strings }: Props) {
  const text = strings.quotes;
  if (lines.length > QUOTE_LIMITS.maxLines)
    return (
      <section className="checkout request-quote">
        <h2>{text.requestTitle}</h2>
        <p role="alert">{fill(text.tooManyLines, { n: QUOTE_LIMITS.maxLines })}</p>
      </section>
    );
  return (
    <QuoteRequestForm
      title={text.requestTitle}
      intro={text.requestIntro}
      initialLines={lines.map(() => ({ target: '', note: '' }))}
      linesFirst={false}
      lineProblems={() => ({})}
      body={requestBody}
      settled={settled}
      onCancel={onCancel}
      locale={locale}
      strings={text}
      renderLines={({ lines: typed, setLines, described, problemOf, id }) => (
        <fieldset className="request-quote-lines">
          <legend>{text.lineDetails}</legend>
          {lines.map((line, index) => {
            const setLine = (key: 'target' | 'note', value: string) =>
              setLines((now) => now.map((l, i) => (i === index ? { ...l, [key]: value } : l)));
            return (
              <div key={line.partNo} className="request-quote-line">
                <div className="field">
                  <label htmlFor={`${id}-target-${index + 1}`}>
                    {fill(text.targetPriceFor, { partNo: line.partNo })}
                  </label>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={typed[index]?.target ?? ''}
                    onChange={(e) => setLine('target', e.target.value)}
                    {...described(`target-${index + 1}`)}
                  />
                  {problemOf(`target-${index + 1}`)}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-note-${index + 1}`}>{fill(text.noteFor, { partNo: line.partNo })}</label>
                  <input
                    type="text"
                    value={typed[index]?.note ?? ''}
                    onChange={(e) => setLine('note', e.target.value)}
                    {...described(`note-${index + 1}`)}
                  />
                  {problemOf(`note-${index + 1}`)}
                </div>
              </div>
            );
          })}
        </fieldset>
      )}
    />
  );
}
