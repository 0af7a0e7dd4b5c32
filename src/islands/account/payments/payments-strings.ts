import type { Dictionary } from '../../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** Every string of /acPay and /payAssociated: the page passes its locale's t.accountPayments. */
export type AccountPaymentsStrings = Dictionary['accountPayments'];

/** The account's page of one order (ORDERS' /acOrderdetails/{id}). */
export const orderDetailsPath = (locale: Locale, id: number): string => localePath(locale, `/acOrderdetails/${id}`);
