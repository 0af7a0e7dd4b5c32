import { useState } from 'react';
import { staffPunchOutList, staffPunchOutRemove } from '#contract/calls/staff-punch-out.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import { EditorTable } from '../EditorTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { AddConnectionForm } from './AddConnectionForm.tsx';
import { termsName } from './terms-name.ts';

/** Admins' punch-out connections (docs/punch-out.md): each company's procurement systems, a form to add one, removal. */
export function PunchOutSection({ strings, locale }: SectionProps) {
  const s = strings.punchOut;
  const connections = useAnswer(() => call(staffPunchOutList, {}), 'punch-out-connections');
  const [busy, setBusy] = useState(false);

  async function remove(id: number) {
    setBusy(true);
    try {
      await call(staffPunchOutRemove, { id });
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
      connections.retry();
    }
  }

  return (
    <>
      <p className="editor-intro">{s.intro}</p>
      <Answer call={connections} strings={strings}>
        {({ list }) =>
          list.length === 0 ? (
            <p>{s.none}</p>
          ) : (
            <EditorTable
              caption={s.caption}
              columns={[s.company, s.system, s.protocol, s.identityColumn, s.termsColumn, s.approval, '']}
            >
              {list.map((c) => (
                <tr key={c.id}>
                  <td>{c.companyName}</td>
                  <td>{c.systemName}</td>
                  <td>{s.protocols[c.protocol]}</td>
                  <td>{c.domain ? `${c.identity} (${c.domain})` : c.identity}</td>
                  <td>{termsName(c.paymentTerms, s.companyTerms, locale)}</td>
                  <td>{c.needsApproval ? s.approvalYes : s.approvalNo}</td>
                  <td>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      aria-label={fill(s.removeLabel, { identity: c.identity })}
                      onClick={() => void remove(c.id)}
                    >
                      {s.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </EditorTable>
          )
        }
      </Answer>
      <AddConnectionForm strings={strings} locale={locale} onAdded={connections.retry} />
    </>
  );
}
