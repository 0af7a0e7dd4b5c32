import { useState, type FormEvent } from 'react';
import { staffCompanyStatementPdf } from '#contract/calls/company-statement.ts';
import { csvExport } from '../../../api/editor.ts';
import { download } from '../../../lib/editor/download.ts';
import { attachmentName } from '../../../lib/editor/import-file.ts';
import type { EditorStrings } from '../editor-strings.ts';

/** This month in the UK (YYYY-MM). */
const thisMonth = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }).slice(0, 7);

/** Saves the company's statement of account for a month as a PDF (the statement's own call, contract/calls/company-statement.ts). */
export function StatementDownload({ companyId, strings }: { companyId: number; strings: EditorStrings }) {
  const c = strings.staff.companies;
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { csv: pdf, contentDisposition } = await csvExport(staffCompanyStatementPdf.path, { companyId: String(companyId), month });
      download(pdf, attachmentName(contentDisposition, `statement-${companyId}-${month}.pdf`));
    } catch {
      // The server's refusal is a toast.
    } finally {
      setBusy(false);
    }
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
