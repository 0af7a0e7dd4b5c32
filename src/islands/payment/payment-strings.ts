import type { Dictionary } from '../../i18n/dictionary.ts';

/** Every string of the payment pages: the page passes its locale's t.payment to the island. */
export type PaymentStrings = Dictionary['payment'];
