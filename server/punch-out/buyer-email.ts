import { EMAIL_PATTERN } from '#contract/limits/fields.ts';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';

/**
 * A buyer's address as a procurement system wrote it, or '' when it is none the shop can mail: the
 * order's news then goes to the company's account instead (server/shop/order-events.ts), so an
 * unusable contact never refuses a purchase order.
 */
export function usableBuyerEmail(written: string): string {
  const email = written.trim();
  return email.length <= PUNCH_OUT_LIMITS.buyerEmail && EMAIL_PATTERN.test(email) ? email : '';
}
