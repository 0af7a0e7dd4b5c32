import { useState, type FormEvent } from 'react';
import { ukDay } from '#contract/format/dates.ts';
import { companyStatementPdf } from '../../../api/editor.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { EditorStrings } from '../editor-strings.ts';
import { useChange } from '../../use-change.ts';

/** This month in the UK (YYYY-MM). */
const thisMonth = () => ukDay().slice(0, 7);

/** Saves the company's statement of account for a month as a PDF (the statement's own call, contract/calls/company-statement.ts). */
export function StatementDownload({ companyId, strings }: { companyId: number; strings: EditorStrings }) {
  const c = strings.staff.companies;
  const [month, setMonth] = useState(thisMonth);
  // A refusal's message is a toast.
  const { busy, change } = useChange((chosen: string) => companyStatementPdf(companyId, chosen));

  async function save(event: FormEvent) {
    event.preventDefault();
    const file = await change(month);
    if (file) saveFile(file.blob, file.fileName);
  }

  return (
    <form className="staff-order-action" aria-labelledby="statement-title" onSubmit={(event) => void save(event)}>
      <h5 id="statement-title">{c.statementTitle}</h5>
      <div className="field">
        <label htmlFor="statement-month">{c.statementMonth}</label>
        <input id="statement-month" type="month" required max={thisMonth()} value={month} onChange={(event) => setMonth(event.target.value)} />
      </div>
      <button type="submit" className="button secondary" disabled={busy}>{c.statementDownload}</button>
    </form>
  );
}
