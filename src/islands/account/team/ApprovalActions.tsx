import '../../../styles/account-team.css';
import { useId, useState, type FormEvent } from 'react';
import { orderApprove, orderReject } from '../../../api/team.ts';
import type { ApprovalDecisionAnswer, ApprovalState } from '#contract/calls/team.ts';
import { TEAM_LIMITS } from '#contract/limits/team.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import type { ApprovalStrings } from './team-strings.ts';

interface Props {
  orderId: number;
  approvalState: ApprovalState;
  /** t.accountTeam.approval of the page's locale. */
  strings: ApprovalStrings;
  onDecided: (decision: ApprovalDecisionAnswer) => void;
}

/**
 * Approve or reject (with a note) an order waiting above its buyer's spending limit. Shown to the
 * company's admins (on /acTeam and /acOrderdetails/{id}); the server answers anyone else 404.
 * Renders nothing once the order is not pending.
 */
export function ApprovalActions({ orderId, approvalState, strings, onDecided }: Props) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const { busy, change } = useChange((call: () => Promise<ApprovalDecisionAnswer>) => call());
  if (approvalState !== 'pending') return null;

  async function decide(call: () => Promise<ApprovalDecisionAnswer>, done: string) {
    const decision = await change(call);
    if (!decision) return;
    showMessage('success', done);
    onDecided(decision);
  }

  function reject(event: FormEvent) {
    event.preventDefault();
    void decide(() => orderReject(orderId, note.trim()), strings.rejected);
  }

  return (
    <div className="approval-actions" role="group" aria-label={strings.group}>
      {rejecting ? (
        <form onSubmit={reject}>
          <div className="field">
            <label htmlFor={`${id}-note`}>{strings.noteLabel}</label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={TEAM_LIMITS.rejectNote}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              aria-describedby={`${id}-hint`}
              autoFocus
            />
            <span id={`${id}-hint`} className="team-hint">
              {strings.noteHint}
            </span>
          </div>
          <button type="submit" className="button danger" disabled={busy}>
            {strings.confirmReject}
          </button>
          <button type="button" className="button secondary" onClick={() => setRejecting(false)}>
            {strings.cancel}
          </button>
        </form>
      ) : (
        <>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void decide(() => orderApprove(orderId), strings.approved)}
          >
            {strings.approve}
          </button>
          <button type="button" className="button secondary" disabled={busy} onClick={() => setRejecting(true)}>
            {strings.reject}
          </button>
        </>
      )}
    </div>
  );
}
