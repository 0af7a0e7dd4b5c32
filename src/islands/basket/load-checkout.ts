import { addressList, paymentOptions } from '../../api/orders.ts';

/** What a checkout offers: the buyer's addresses and payment options (the basket's checkout and a quote's acceptance). */
export const loadCheckout = () =>
  // The company's addresses (kept by its admins) come after the buyer's own, so the buyer's default is chosen first.
  Promise.all([addressList(), paymentOptions()]).then(([{ list, shared }, options]) => ({
    addresses: [...list, ...shared],
    options,
  }));
