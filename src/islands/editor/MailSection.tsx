import { useState } from 'react';
import { mailFailedList, mailResend } from '../../api/editor.ts';
import type { FailedMail } from '#contract/calls/staff-mail.ts';
import { fill } from '#contract/i18n/text.ts';
import { showMessage } from '../../stores/messages.ts';
import { useAnswer } from '../use-answer.ts';
import { useChange } from '../use-change.ts';
import { Answer } from './Answer.tsx';
import { EditorTable } from './EditorTable.tsx';
import type { SectionProps } from './section-props.ts';
import { formatDateTime, SHOP_TIME_ZONE } from '#contract/format/dates.ts';

/** The outbox's failed messages (admins): who, what, why, and a button to send each again. */
export function MailSection(props: SectionProps) {
  const failed = useAnswer(mailFailedList, 'mailFailedList');
  return (
    <>
      <p className="editor-intro">{props.strings.mail.intro}</p>
      <Answer call={failed} strings={props.strings}>
        {(answer) => (
          <FailedTable
            {...props}
            list={answer.list}
            total={answer.total}
            onResent={(id) =>
              failed.setAnswer({ list: answer.list.filter((m) => m.id !== id), total: answer.total - 1 })
            }
          />
        )}
      </Answer>
    </>
  );
}

function FailedTable({
  locale,
  strings,
  list,
  total,
  onResent,
}: SectionProps & { list: FailedMail[]; total: number; onResent: (id: number) => void }) {
  const text = strings.mail;
  const [busy, setBusy] = useState<number | null>(null);
  // A refusal's message is a toast (src/stores/api-data.ts).
  const { change } = useChange(mailResend);

  async function resend(mail: FailedMail) {
    setBusy(mail.id);
    const sent = await change(mail.id);
    setBusy(null);
    if (sent === undefined) return;
    onResent(mail.id);
    showMessage('success', fill(text.resent, { recipient: mail.recipient }));
  }

  if (list.length === 0) return <p role="status">{text.empty}</p>;
  return (
    <>
      <p role="status">{fill(text.count, { shown: list.length, total })}</p>
      <EditorTable
        caption={text.tableLabel}
        columns={[text.to, text.message, text.tries, text.reason, text.queued, '']}
      >
        {list.map((mail) => (
          <tr key={mail.id}>
            <td>{mail.recipient}</td>
            <td>
              {mail.template} ({mail.language})
            </td>
            <td>{mail.attempts}</td>
            <td>{mail.lastError ?? ''}</td>
            <td>{formatDateTime(mail.createdAt, locale, SHOP_TIME_ZONE)}</td>
            <td>
              <button
                type="button"
                className="button secondary"
                disabled={busy === mail.id}
                onClick={() => void resend(mail)}
                aria-label={fill(text.resendName, { template: mail.template, recipient: mail.recipient })}
              >
                {text.resend}
              </button>
            </td>
          </tr>
        ))}
      </EditorTable>
    </>
  );
}
