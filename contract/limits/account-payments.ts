/** Limits of the account area's payment calls, shared by the server's checks and the pages. */
export const ACCOUNT_PAYMENT_LIMITS = {
  /** Orders one team payment may settle. */
  teamPayOrders: 50,
  /** Payments per page on /acPay. */
  paymentsPageSize: 20,
  maxPageSize: 100,
} as const;

/** The reference a payment of several orders carries (on the pro-forma and the bank statement). */
export const paymentReference = (paymentId: number): string => `LGP-${paymentId}`;
