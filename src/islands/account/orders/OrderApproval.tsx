import '../../../styles/account-team.css';
import { lazy, Suspense } from 'react';
import type { OrderDetail } from '#contract/calls/orders.ts';
import { fill } from '#contract/i18n/text.ts';
import type { ApprovalStrings } from '../team/team-strings.ts';
import type { OrdersStrings } from './orders-strings.ts';

// The approve and reject controls load only for the admin who decides: the account pages'
// JavaScript has a budget (docs/performance.md).
const ApprovalActions = lazy(() =>
  import('../team/ApprovalActions.tsx').then((module) => ({ default: module.ApprovalActions })),
);

interface Props {
  order: OrderDetail;
  strings: OrdersStrings;
  /** t.accountTeam.approval: the TEAM area's approve/reject controls. */
  approvalStrings: ApprovalStrings;
  onDecided: () => void;
}

/**
 * The order's approval, when it needed one: its state and the admin's note; an admin of the buyer's
 * company sees the approve and reject controls (TEAM's component) while it waits.
 */
export function OrderApproval({ order, strings, approvalStrings, onDecided }: Props) {
  if (order.approvalState === 'notNeeded') return null;
  const decides = !order.mine && order.placedBy !== null;
  return (
    <section className="order-section" aria-labelledby="order-approval-title">
      <h3 id="order-approval-title">{strings.approvalHeading}</h3>
      <p>{strings.approvalStates[order.approvalState]}</p>
      {order.approvalNote && <p>{fill(strings.approvalNote, { note: order.approvalNote })}</p>}
      {decides && (
        <Suspense fallback={null}>
          <ApprovalActions
            orderId={order.id}
            approvalState={order.approvalState}
            strings={approvalStrings}
            onDecided={onDecided}
          />
        </Suspense>
      )}
    </section>
  );
}
