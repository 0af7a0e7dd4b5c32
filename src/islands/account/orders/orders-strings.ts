import type { Dictionary } from '../../../i18n/dictionary.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';

/** Every string of /acOrder and /acOrderdetails/{id}: the pages pass their locale's t.accountOrders to the islands. */
export type OrdersStrings = Dictionary['accountOrders'];

export const orderDetailsPath = (locale: Locale, id: number): string => localePath(locale, `/acOrderdetails/${id}`);
