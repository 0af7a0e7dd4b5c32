import { useState } from 'react';
import { invitationAccept } from '../../../api/messages.ts';
import type { MsgDetailAnswer } from '#contract/calls/messages.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { showMessage } from '../../../stores/messages.ts';
import { setBlongCompany } from '../../../stores/session-change.ts';
import { useChange } from '../../use-change.ts';
import type { MessagesStrings } from './messages-strings.ts';

interface Props {
  invitation: NonNullable<MsgDetailAnswer['invitation']>;
  /** The single-use code from the message's link; without it the invitation cannot be accepted here. */
  code: string | null;
  locale: Locale;
  strings: MessagesStrings;
}

/** An invitation message's action: accept it with the link's code, or say why it cannot be. */
export function InvitationAction({ invitation, code, locale, strings }: Props) {
  const [state, setState] = useState(invitation.state);
  const { busy, change } = useChange((accepted: string) => invitationAccept(invitation.id, accepted));
  const [joined, setJoined] = useState<string | null>(null);

  const accept = async () => {
    if (!code) return;
    // A refusal (a used or expired code, for one) is told by src/stores/tell-buyer.ts.
    const answer = await change(code);
    if (!answer) return;
    setBlongCompany(true);
    const text = fill(strings.invitationAccepted, { company: answer.companyName });
    showMessage('success', text);
    setJoined(text);
    setState('accepted');
  };

  return (
    <section className="invitation-action" aria-labelledby="invitation-heading">
      <h3 id="invitation-heading">{fill(strings.invitationHeading, { company: invitation.companyName })}</h3>
      {joined ? (
        <p role="status">
          {joined} <a href={localePath(locale, '/acTeam')}>{strings.goToTeam}</a>
        </p>
      ) : state !== 'open' ? (
        <p>{strings.invitationStates[state]}</p>
      ) : code ? (
        <>
          <p>{strings.invitationStates.open}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void accept()}>
            {busy ? strings.invitationAccepting : strings.invitationAccept}
          </button>
        </>
      ) : (
        <p>{strings.invitationNeedsLink}</p>
      )}
    </section>
  );
}
