import { sql, type RawBuilder } from 'kysely';
import type { OrderStage } from '#contract/calls/order-history.ts';

/**
 * Where an order stands for the buyer, as one SQL expression over an orders row (alias `o`), so the
 * list's filter and every shown stage agree. Precedence: cancelled or rejected, waiting for approval,
 * then delivery (delivered, dispatched), then payment.
 */
export const stageOf: RawBuilder<OrderStage> = sql<OrderStage>`CASE
  WHEN o.status = 'cancelled' OR o.approval_state = 'rejected' THEN 'cancelled'
  WHEN o.approval_state = 'pending' THEN 'awaitingApproval'
  WHEN o.delivery_state = 'delivered' THEN 'delivered'
  WHEN o.delivery_state = 'dispatched' THEN 'dispatched'
  WHEN o.delivery_state = 'partDispatched' THEN 'partDispatched'
  WHEN o.payment_state = 'paid' THEN 'paid'
  WHEN o.payment_state = 'onAccount' THEN 'onAccount'
  WHEN o.payment_state = 'awaitingTransfer' THEN 'awaitingTransfer'
  ELSE 'awaitingPayment' END`;

/** "Priya Shah", or the email when the names are empty. */
export const buyerName = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;
