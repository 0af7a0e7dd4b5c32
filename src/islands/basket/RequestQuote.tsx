import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { BasketLine } from '#contract/calls/basket.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { ukDay } from '#contract/format/dates.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { countryName, DELIVERY_COUNTRIES, HOME_COUNTRY, type CountryCode } from '#contract/rules/countries.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import { quoteAttach, quoteRequest } from '../../api/quotes.ts';
import { attachmentProblem } from '../../lib/quotes/attachment-files.ts';
import { AttachmentPicker } from '../quotes/AttachmentPicker.tsx';
import { requestBody, requestProblems, type RequestValues } from '../../lib/quotes/request-form.ts';
import { quoteDetailsPath } from '../account/quotes/quotes-strings.ts';
import { useChange } from '../use-change.ts';
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
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<RequestValues>({
    neededBy: '',
    deliveryCountry: HOME_COUNTRY,
    reference: '',
    message: '',
    lines: lines.map(() => ({ target: '', note: '' })),
  });
  const [tried, setTried] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  /** The request made, when one of its files was then refused (the refusal was told). */
  const [unfinished, setUnfinished] = useState<QuoteDetail | null>(null);
  const send = useChange(quoteRequest);
  const attach = useChange(quoteAttach);
  const today = ukDay();
  const problems = tried ? formProblems() : {};

  /** The fields' problems and the files', by field name, in the form's order. */
  function formProblems(): Record<string, string> {
    const fileProblem = attachmentProblem(files, 0, text);
    return { ...requestProblems(values, today, text, locale), ...(fileProblem ? { files: fileProblem } : {}) };
  }

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const set = <K extends keyof RequestValues>(key: K, value: RequestValues[K]) =>
    setValues((now) => ({ ...now, [key]: value }));
  const setLine = (index: number, key: 'target' | 'note', value: string) =>
    setValues((now) => ({
      ...now,
      lines: now.lines.map((line, i) => (i === index ? { ...line, [key]: value } : line)),
    }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const first = Object.keys(formProblems())[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    await settled();
    const quote = await send.change(requestBody(values));
    if (!quote) return;
    for (const file of files) {
      if (!(await attach.change({ id: quote.id, file }))) {
        setUnfinished(quote);
        return;
      }
    }
    // Busy stays on: the page is leaving.
    window.location.assign(quoteDetailsPath(locale, quote.id));
  }

  /** A field's id, and its hint and problem for aria-describedby. */
  const described = (name: string, hint?: string) => {
    const problem = problems[name];
    const ids = [hint ? `${id}-${name}-hint` : '', problem ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return { id: `${id}-${name}`, 'aria-invalid': problem ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const problemOf = (name: string) =>
    problems[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {problems[name]}
      </p>
    );

  const tooMany = lines.length > QUOTE_LIMITS.maxLines;
  return (
    <section className="checkout request-quote">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {text.requestTitle}
      </h2>
      <p>{text.requestIntro}</p>
      {unfinished ? (
        <p role="alert">
          {fill(text.filesNotAdded, { quoteNo: unfinished.quoteNo })}{' '}
          <a href={quoteDetailsPath(locale, unfinished.id)}>{text.openQuoteToAdd}</a>
        </p>
      ) : tooMany ? (
        <p role="alert">{fill(text.tooManyLines, { n: QUOTE_LIMITS.maxLines })}</p>
      ) : (
        <form className="checkout-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-neededBy`}>{text.neededBy}</label>
            <input
              type="date"
              min={today}
              value={values.neededBy}
              onChange={(e) => set('neededBy', e.target.value)}
              {...described('neededBy', 'hint')}
            />
            <p id={`${id}-neededBy-hint`} className="field-hint">
              {text.neededByHint}
            </p>
            {problemOf('neededBy')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-deliveryCountry`}>{text.deliveryCountry}</label>
            <select
              id={`${id}-deliveryCountry`}
              value={values.deliveryCountry}
              onChange={(e) => set('deliveryCountry', e.target.value as CountryCode)}
            >
              {DELIVERY_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryName(code, locale)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-reference`}>{text.reference}</label>
            <input
              type="text"
              value={values.reference}
              onChange={(e) => set('reference', e.target.value)}
              {...described('reference', 'hint')}
            />
            <p id={`${id}-reference-hint`} className="field-hint">
              {fill(text.referenceHint, { n: QUOTE_LIMITS.reference })}
            </p>
            {problemOf('reference')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-message`}>{text.message}</label>
            <textarea
              rows={3}
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
              {...described('message', 'hint')}
            />
            <p id={`${id}-message-hint`} className="field-hint">
              {fill(text.messageHint, { n: QUOTE_LIMITS.message })}
            </p>
            {problemOf('message')}
          </div>
          <fieldset className="request-quote-lines">
            <legend>{text.lineDetails}</legend>
            {lines.map((line, index) => (
              <div key={line.partNo} className="request-quote-line">
                <div className="field">
                  <label htmlFor={`${id}-target-${index + 1}`}>
                    {fill(text.targetPriceFor, { partNo: line.partNo })}
                  </label>
                  <input
                    type="text"
                    inputMode="decimal"
                    value={values.lines[index]?.target ?? ''}
                    onChange={(e) => setLine(index, 'target', e.target.value)}
                    {...described(`target-${index + 1}`)}
                  />
                  {problemOf(`target-${index + 1}`)}
                </div>
                <div className="field">
                  <label htmlFor={`${id}-note-${index + 1}`}>{fill(text.noteFor, { partNo: line.partNo })}</label>
                  <input
                    type="text"
                    value={values.lines[index]?.note ?? ''}
                    onChange={(e) => setLine(index, 'note', e.target.value)}
                    {...described(`note-${index + 1}`)}
                  />
                  {problemOf(`note-${index + 1}`)}
                </div>
              </div>
            ))}
          </fieldset>
          <AttachmentPicker
            id={`${id}-files`}
            already={0}
            problem={problems.files ?? null}
            onChange={setFiles}
            words={text}
          />
          <p role="status">{send.busy || attach.busy ? text.sending : ''}</p>
          <div className="order-action-buttons">
            <button type="submit" className="button" disabled={send.busy || attach.busy}>
              {text.sendRequest}
            </button>
            <button type="button" className="button secondary" onClick={onCancel}>
              {text.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
