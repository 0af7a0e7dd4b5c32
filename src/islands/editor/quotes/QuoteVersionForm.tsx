import { useState, type FormEvent } from 'react';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { staffQuoteRevise, staffQuoteSend } from '#contract/calls/staff-quotes.ts';
import type { BodyOf } from '#contract/call.ts';
import { fill } from '#contract/i18n/text.ts';
import { LIMITS } from '#contract/limits/fields.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { penceForField, penceFromPounds } from '#contract/format/money.ts';
import { call } from '../../../api/call.ts';
import { draftsFor, versionLinesText, type PricedLineDraft } from '../../../lib/editor/quote-lines.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { TextField } from '../TextField.tsx';
import { useFieldChange } from '../use-field-change.ts';

interface Props {
  quote: QuoteDetail;
  strings: EditorStrings;
  onSent: (quote: QuoteDetail, news: string) => void;
}

type VersionBody = BodyOf<typeof staffQuoteSend>;
const FIELDS = ['lines', 'deliveryPence', 'validUntil', 'message'] as const;

/**
 * Prices every line of the request (a price or breaks, a lead time, an optional alternative part),
 * with delivery, the last day and a message, and sends it; a quoted quote is revised, starting from
 * its last version. A refusal shows under the field the server names.
 */
export function QuoteVersionForm({ quote, strings, onSent }: Props) {
  const text = strings.quotes;
  const revising = quote.state === 'quoted';
  const last = quote.versions.at(-1);
  const [drafts, setDrafts] = useState<PricedLineDraft[]>(() =>
    draftsFor(
      quote.lines.map((l) => l.lineNo),
      revising ? last : undefined,
    ),
  );
  const [delivery, setDelivery] = useState(revising && last ? penceForField(last.deliveryPence) : '');
  const [validUntil, setValidUntil] = useState('');
  const [message, setMessage] = useState('');
  const [mine, setMine] = useState<{ field: string; message: string } | null>(null);
  const send = revising ? staffQuoteRevise : staffQuoteSend;
  const { busy, change, problemOf } = useFieldChange((body: VersionBody) => call(send, body), FIELDS);
  const problem = (field: string) => (mine?.field === field ? mine.message : problemOf(field));
  const setDraft = (lineNo: number, key: keyof PricedLineDraft) => (value: string) =>
    setDrafts((old) => old.map((d) => (d.lineNo === lineNo ? { ...d, [key]: value } : d)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const unpriced = drafts.find((d) => d.price.trim() === '');
    const deliveryPence = penceFromPounds(delivery, QUOTE_LIMITS.maxDeliveryPence);
    if (unpriced)
      return setMine({
        field: `price-${unpriced.lineNo}`,
        message: fill(text.priceMissing, { line: unpriced.lineNo }),
      });
    if (deliveryPence == null) return setMine({ field: 'deliveryPence', message: text.deliveryInvalid });
    setMine(null);
    const next = await change({
      id: quote.id,
      lines: versionLinesText(drafts),
      deliveryPence,
      ...(validUntil ? { validUntil } : {}),
      ...(message.trim() ? { message } : {}),
    });
    if (!next) return;
    // The form shows only when nothing waits, so a version waiting now is this one, held by the cost guard.
    onSent(
      next,
      next.waiting
        ? fill(text.held, { versionNo: next.waiting.versionNo })
        : fill(text.sent, { quoteNo: quote.quoteNo }),
    );
  }

  const linesProblem = problem('lines');
  return (
    <form
      className="staff-order-action"
      aria-labelledby="quote-version-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h4 id="quote-version-title">{revising ? text.reviseTitle : text.sendTitle}</h4>
      <fieldset aria-describedby={linesProblem ? 'quote-lines-error' : undefined}>
        <legend>{text.linesLegend}</legend>
        {linesProblem && (
          <p id="quote-lines-error" className="field-error">
            {linesProblem}
          </p>
        )}
        {quote.lines.map((line) => {
          const draft = drafts.find((d) => d.lineNo === line.lineNo)!;
          const names = { line: line.lineNo, partNo: line.partNo, quantity: line.quantity };
          return (
            <div className="quote-line-price" key={line.lineNo}>
              <TextField
                id={`quote-price-${line.lineNo}`}
                label={fill(text.price, names)}
                value={draft.price}
                onChange={setDraft(line.lineNo, 'price')}
                maxLength={200}
                required
                hint={text.priceHint}
                problem={problem(`price-${line.lineNo}`)}
              />
              <div className="field">
                <label htmlFor={`quote-lead-${line.lineNo}`}>{fill(text.lead, names)}</label>
                <input
                  id={`quote-lead-${line.lineNo}`}
                  type="number"
                  required
                  min={0}
                  max={QUOTE_LIMITS.maxLeadTimeDays}
                  step={1}
                  value={draft.leadTimeDays}
                  onChange={(event) => setDraft(line.lineNo, 'leadTimeDays')(event.target.value)}
                />
              </div>
              <TextField
                id={`quote-alt-${line.lineNo}`}
                label={fill(text.alternativePart, names)}
                value={draft.alternativePartNo}
                onChange={setDraft(line.lineNo, 'alternativePartNo')}
                maxLength={LIMITS.partNumber}
              />
            </div>
          );
        })}
      </fieldset>
      <TextField
        id="quote-delivery"
        label={text.deliveryPounds}
        value={delivery}
        onChange={setDelivery}
        maxLength={12}
        required
        problem={problem('deliveryPence')}
      />
      <TextField
        id="quote-valid-until"
        type="date"
        label={text.validUntil}
        value={validUntil}
        onChange={setValidUntil}
        maxLength={10}
        hint={text.validUntilHint}
        problem={problem('validUntil')}
      />
      <TextField
        id="quote-message"
        label={text.message}
        value={message}
        onChange={setMessage}
        maxLength={QUOTE_LIMITS.message}
        multiline
        problem={problem('message')}
      />
      <button type="submit" className="button" disabled={busy}>
        {revising ? text.revise : text.send}
      </button>
    </form>
  );
}
