import { useState, type FormEvent } from 'react';
import { ukDay } from '#contract/format/dates.ts';
import { saveFile } from '../lib/save-file.ts';
import { useChange } from './use-change.ts';

/** This month in the UK (YYYY-MM). */
const thisMonth = () => ukDay().slice(0, 7);

export interface StatementStrings {
  statementTitle: string;
  statementMonth: string;
  statementDownload: string;
}

interface Props {
  /** Fetches the month's statement PDF (the staff's or the company admin's call, contract/calls/company-statement.ts). */
  fetchStatement: (month: string) => Promise<{ blob: Blob; fileName: string }>;
  strings: StatementStrings;
  /** Keeps the form's ids apart from others on the page. */
  idPrefix: string;
  /** The form's heading, at its place in the page's outline. */
  Heading: 'h3' | 'h5';
  className: string;
  /** A line under the heading: staff are told which language the statement comes in. */
  note?: string;
}

/** Saves a company's statement of account for a chosen month as a PDF: in the staff console and on /acPay. */
export function StatementDownload({ fetchStatement, strings, idPrefix, Heading, className, note }: Props) {
  const [month, setMonth] = useState(thisMonth);
  // A refusal's message is a toast.
  const { busy, change } = useChange(fetchStatement);

  async function save(event: FormEvent) {
    event.preventDefault();
    const file = await change(month);
    if (file) saveFile(file.blob, file.fileName);
  }

  return (
    <form className={className} aria-labelledby={`${idPrefix}-statement-title`} onSubmit={(event) => void save(event)}>
      <Heading id={`${idPrefix}-statement-title`}>{strings.statementTitle}</Heading>
      {note && <p className="editor-note">{note}</p>}
      <div className="field">
        <label htmlFor={`${idPrefix}-statement-month`}>{strings.statementMonth}</label>
        <input
          id={`${idPrefix}-statement-month`}
          type="month"
          required
          max={thisMonth()}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
        />
      </div>
      <button type="submit" className="button secondary" disabled={busy}>
        {strings.statementDownload}
      </button>
    </form>
  );
}
