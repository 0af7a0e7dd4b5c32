import type { OrderDetail } from '#contract/calls/orders.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { formatDate } from '#contract/format/dates.ts';
import { shownState } from './payment-state.ts';

export type StatusStrings = Pick<Dictionary['payment'], 'states' | 'paidOn' | 'dueOn' | 'failureReason'>;

export interface StatusText {
  title: string;
  /** What happens next, or what the buyer does next. */
  next: string;
  /** The date or reason that belongs to the state: paid on, due by, why it failed. */
  detail: string | null;
}

/** The status page's heading and next steps for an order's payment state. */
export function statusText(order: OrderDetail, returning: boolean, locale: Locale, strings: StatusStrings): StatusText {
  const state = shownState(order.paymentState, returning);
  return { ...strings.states[state], detail: stateDetail(order, state, locale, strings) };
}

function stateDetail(
  order: OrderDetail,
  state: OrderDetail['paymentState'],
  locale: Locale,
  strings: StatusStrings,
): string | null {
  if (state === 'paid' && order.paidAt) return fill(strings.paidOn, { date: formatDate(order.paidAt, locale) });
  if (state === 'onAccount' && order.dueAt) return fill(strings.dueOn, { date: formatDate(order.dueAt, locale) });
  if (state === 'failed' && order.failureMessage) return fill(strings.failureReason, { message: order.failureMessage });
  return null;
}
