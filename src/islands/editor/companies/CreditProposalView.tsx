import { useState } from 'react';
import {
  staffCompanyCreditApprove,
  staffCompanyCreditWithdraw,
  type CreditProposal,
} from '#contract/calls/staff-companies.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { PAYMENT_TERMS_NAMES } from '#contract/i18n/payment-terms.ts';
import { formatDateTime, SHOP_TIME_ZONE } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { call } from '../../../api/call.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { EditorStrings } from '../editor-strings.ts';

interface Props {
  proposal: CreditProposal;
  locale: Locale;
  strings: EditorStrings;
  onDecided: () => void;
}

/** Credit waiting for a second administrator: what was asked, by whom and when, with Approve (administrators) and Withdraw. */
export function CreditProposalView({ proposal, locale, strings, onDecided }: Props) {
  const c = strings.staff.companies;
  const [busy, setBusy] = useState(false);
  async function decide(path: typeof staffCompanyCreditApprove | typeof staffCompanyCreditWithdraw) {
    setBusy(true);
    try {
      await call(path, { id: proposal.id });
      onDecided();
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
    }
  }
  const credit = fill(c.proposalCredit, {
    approved: proposal.creditApproved ? c.approved : c.notApproved,
    limit: proposal.creditLimitPence === null ? c.noLimit : formatPence(proposal.creditLimitPence, locale),
    terms: pick(PAYMENT_TERMS_NAMES[proposal.terms], locale),
  });
  return (
    <section className="staff-order-action" aria-labelledby="credit-proposal-title">
      <h5 id="credit-proposal-title">{c.proposalTitle}</h5>
      <p>{credit}</p>
      <p className="editor-note">
        {fill(c.proposalBy, {
          who: proposal.proposedBy,
          when: formatDateTime(proposal.proposedAt, locale, SHOP_TIME_ZONE),
        })}
      </p>
      <button type="button" className="button" disabled={busy} onClick={() => void decide(staffCompanyCreditApprove)}>
        {c.approveProposal}
      </button>{' '}
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={() => void decide(staffCompanyCreditWithdraw)}
      >
        {c.withdrawProposal}
      </button>
    </section>
  );
}
