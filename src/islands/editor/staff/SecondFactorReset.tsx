import { accountSecondFactorReset } from '#contract/calls/second-factor-reset.ts';
import { fill } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import { ConfirmStep } from '../ConfirmStep.tsx';
import type { EditorStrings } from '../editor-strings.ts';

interface Props {
  account: { id: number; name: string };
  strings: EditorStrings;
}

/** An administrator removes a staff member's or customer's lost second factors, after asking once more (recorded and e-mailed by the server). */
export function SecondFactorReset({ account, strings }: Props) {
  const s = strings.staff.secondFactorReset;
  const { busy, change } = useChange(() => call(accountSecondFactorReset, { id: account.id }));
  async function reset() {
    // A refusal is told by useChange; the call answers nothing, so success is said here.
    if ((await change(undefined)) !== undefined) showMessage('success', fill(s.done, { name: account.name }));
  }
  return (
    <ConfirmStep
      label={s.label}
      name={fill(s.name, { name: account.name })}
      question={fill(s.question, { name: account.name })}
      confirm={s.confirm}
      cancel={strings.cancel}
      disabled={busy}
      onConfirm={() => void reset()}
    />
  );
}
