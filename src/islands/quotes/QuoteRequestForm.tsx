import '../../styles/basket.css';
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import type { BodyOf } from '#contract/call.ts';
import type { QuoteDetail, quoteRequest as quoteRequestCall } from '#contract/calls/quotes.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { ukDay } from '#contract/format/dates.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { countryName, DELIVERY_COUNTRIES, HOME_COUNTRY, type CountryCode } from '#contract/rules/countries.ts';
import { quoteAttach, quoteRequest } from '../../api/quotes.ts';
import { attachmentProblem } from '../../lib/quotes/attachment-files.ts';
import {
  requestProblems,
  type PriceAndNote,
  type RequestProblems,
  type RequestValues,
} from '../../lib/quotes/request-form.ts';
import { quoteDetailsPath } from '../account/quotes/quote-path.ts';
import type { QuotesStrings } from '../account/quotes/quotes-strings.ts';
import { useChange } from '../use-change.ts';
import { AttachmentPicker } from './AttachmentPicker.tsx';

/** What the form hands its lines' part: the lines typed, a setter, and each field's id, description and problem. */
export interface LineFields<Line> {
  lines: Line[];
  setLines: (change: (lines: Line[]) => Line[]) => void;
  /** A field's id, and its hint and problem for aria-describedby. */
  described: (
    name: string,
    hint?: boolean,
  ) => {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The field's problem under it, once the buyer has tried to send. */
  problemOf: (name: string) => ReactNode;
  /** The id the form's fields start with: a line's hint is `${id}-{name}-hint`. */
  id: string;
}

interface Props<Line extends PriceAndNote> {
  title: string;
  intro: string;
  initialLines: Line[];
  /** Where the lines go: after the request's fields (the basket's, whose lines are listed above) or before them. */
  linesFirst: boolean;
  /** The lines' own problems (the target prices and notes are checked here). */
  lineProblems: (lines: Line[]) => RequestProblems;
  body: (values: RequestValues<Line>) => BodyOf<typeof quoteRequestCall>;
  renderLines: (fields: LineFields<Line>) => ReactNode;
  /** Resolves once whatever must settle first has (the basket's changes under way). */
  settled?: () => Promise<void>;
  onCancel: () => void;
  locale: Locale;
  strings: QuotesStrings;
}

/**
 * A "Request a quote" form: the lines (given by the caller: the basket's, or typed by part number),
 * a needed-by date, a delivery country, a reference, a message and files, checked with the server's
 * limits; it sends pri/quoteRequest, then each file, and opens the new quote.
 */
export function QuoteRequestForm<Line extends PriceAndNote>(props: Props<Line>) {
  const { title, intro, linesFirst, lineProblems, body, renderLines, settled, onCancel, locale, strings } = props;
  const text = strings;
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<RequestValues<Line>>({
    neededBy: '',
    deliveryCountry: HOME_COUNTRY,
    reference: '',
    message: '',
    lines: props.initialLines,
  });
  const [tried, setTried] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  /** The request made, when one of its files was then refused (the refusal was told). */
  const [unfinished, setUnfinished] = useState<QuoteDetail | null>(null);
  const send = useChange(quoteRequest);
  const attach = useChange(quoteAttach);
  const today = ukDay();
  const problems = tried ? formProblems() : {};

  /** The fields' problems, the lines' and the files', by field name, in the form's order. */
  function formProblems(): RequestProblems {
    const fileProblem = attachmentProblem(files, 0, text);
    const fields = requestProblems(values, today, text, locale);
    const lines = lineProblems(values.lines);
    return {
      ...(linesFirst ? { ...lines, ...fields } : { ...fields, ...lines }),
      ...(fileProblem ? { files: fileProblem } : {}),
    };
  }

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const set = <K extends keyof RequestValues<Line>>(key: K, value: RequestValues<Line>[K]) =>
    setValues((now) => ({ ...now, [key]: value }));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const first = Object.keys(formProblems())[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    await settled?.();
    const quote = await send.change(body(values));
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

  const described = (name: string, hint?: boolean) => {
    const problem = problems[name];
    const ids = [hint ? `${id}-${name}-hint` : '', problem ? `${id}-${name}-error` : ''].filter(Boolean).join(' ');
    return {
      id: `${id}-${name}`,
      'aria-invalid': problem ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    };
  };
  const problemOf = (name: string) =>
    problems[name] && (
      <p id={`${id}-${name}-error`} className="field-error">
        {problems[name]}
      </p>
    );

  const lines = renderLines({
    lines: values.lines,
    setLines: (change) => setValues((now) => ({ ...now, lines: change(now.lines) })),
    described,
    problemOf,
    id,
  });
  return (
    <section className="checkout request-quote">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{intro}</p>
      {unfinished ? (
        <p role="alert">
          {fill(text.filesNotAdded, { quoteNo: unfinished.quoteNo })}{' '}
          <a href={quoteDetailsPath(locale, unfinished.id)}>{text.openQuoteToAdd}</a>
        </p>
      ) : (
        <form className="checkout-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
          {linesFirst && lines}
          <div className="field">
            <label htmlFor={`${id}-neededBy`}>{text.neededBy}</label>
            <input
              type="date"
              min={today}
              value={values.neededBy}
              onChange={(e) => set('neededBy', e.target.value)}
              {...described('neededBy', true)}
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
              {...described('reference', true)}
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
              {...described('message', true)}
            />
            <p id={`${id}-message-hint`} className="field-hint">
              {fill(text.messageHint, { n: QUOTE_LIMITS.message })}
            </p>
            {problemOf('message')}
          </div>
          {!linesFirst && lines}
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
