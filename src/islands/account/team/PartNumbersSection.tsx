import { lazy, Suspense, useRef, useState } from 'react';
import type { CustomerPartNoRow } from '#contract/calls/customer-part-numbers.ts';
import { fill } from '#contract/i18n/text.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import {
  customerPartNoExport,
  customerPartNoImport,
  customerPartNoList,
  customerPartNoSave,
} from '../../../api/part-numbers.ts';
import { partHref } from '../../../lib/catalogue/tree-walk.ts';
import { showMessage } from '../../../stores/messages.ts';
import { ListPager } from '../../ListPager.tsx';
import { LoadFailed } from '../../LoadFailed.tsx';
import { PartNumbersExport } from '../../part-numbers/PartNumbersExport.tsx';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import type { AccountStrings } from '../AccountGate.tsx';
import { PartNumberForm } from './PartNumberForm.tsx';
import type { TeamStrings } from './team-strings.ts';

const PAGE_SIZE = 20;
// The CSV import (a company admin's) loads apart: the account pages' JavaScript has a budget (docs/performance.md).
const PartNumbersImport = lazy(() =>
  import('../../part-numbers/PartNumbersImport.tsx').then((module) => ({ default: module.PartNumbersImport })),
);

interface Props {
  locale: Locale;
  strings: TeamStrings['partNumbers'];
  gate: AccountStrings;
}

/**
 * The company's own part numbers on /acTeam (docs/spec.md#routes has none of its own for them): every
 * member sees them and may download them; the admin adds, changes, removes and imports them.
 */
export function PartNumbersSection({ locale, strings: s, gate }: Props) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ partNo: string; customerPartNo: string } | null>(null);
  const { answer: asked, status, retry } = useAnswer(() => customerPartNoList(page, PAGE_SIZE), `part-numbers-${page}`);
  // The page shown stays while the next one comes, so the pager keeps its place and focus.
  const shown = useRef(asked);
  if (asked) shown.current = asked;
  const answer = asked ?? shown.current;
  const { busy, change: remove } = useChange((partNo: string) => customerPartNoSave(partNo, ''));

  async function removeNumber(row: CustomerPartNoRow) {
    if (!(await remove(row.partNo))) return;
    showMessage('success', fill(s.removed, { partNo: row.partNo }));
    retry();
  }

  if (status === 'failed') return <LoadFailed retry={retry} strings={gate} />;
  if (!answer) return <p role="status">{s.loading}</p>;
  const canChange = answer.canChange;
  return (
    <section className="team-section" aria-labelledby="part-numbers-heading">
      <h2 id="part-numbers-heading">{s.heading}</h2>
      <p className="team-note">{s.intro}</p>
      {!canChange && <p className="team-note">{s.readOnly}</p>}
      {answer.total === 0 ? (
        <p>{s.none}</p>
      ) : (
        <div className="team-table-wrap">
          <table className="data-table team-table">
            <caption className="visually-hidden">{s.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{s.ourPartNo}</th>
                <th scope="col">{s.product}</th>
                <th scope="col">{s.yours}</th>
                {canChange && <th scope="col">{s.actions}</th>}
              </tr>
            </thead>
            <tbody>
              {answer.list.map((row) => (
                <tr key={row.partNo}>
                  <th scope="row">
                    <a
                      href={localePath(
                        locale,
                        partHref({ id: row.familyId, slug: row.slug, matchedPartNo: row.partNo }),
                      )}
                    >
                      {row.partNo}
                    </a>
                  </th>
                  <td>{locale === 'zh-cn' ? row.nameZh : row.name}</td>
                  <td>{row.customerPartNo}</td>
                  {canChange && (
                    <td className="team-actions">
                      <button
                        type="button"
                        className="button secondary small"
                        onClick={() => setEditing({ partNo: row.partNo, customerPartNo: row.customerPartNo })}
                      >
                        {fill(s.edit, { partNo: row.partNo })}
                      </button>
                      <button
                        type="button"
                        className="button secondary small"
                        disabled={busy}
                        onClick={() => void removeNumber(row)}
                      >
                        {fill(s.remove, { partNo: row.partNo })}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} pages={Math.ceil(answer.total / PAGE_SIZE)} onPage={setPage} label={s.pager} strings={s} />
      {canChange && <PartNumberForm strings={s} editing={editing} onSaved={retry} />}
      <PartNumbersExport idPrefix="part-numbers" strings={s.csv} Heading="h3" exportFile={customerPartNoExport} />
      {canChange && (
        <Suspense fallback={null}>
          <PartNumbersImport
            idPrefix="part-numbers"
            strings={s.csv}
            Heading="h3"
            importFile={customerPartNoImport}
            onImported={retry}
          />
        </Suspense>
      )}
    </section>
  );
}
