import * as calls from '#contract/calls/tax-numbers.ts';
import { call } from './call.ts';

/** A buyer's VAT and EORI numbers (/acInformation, /acTeam; contract/calls/tax-numbers.ts): each needs a live session. */
export const taxNumbersGet = () => call(calls.taxNumbersGet, {});
export const ownTaxNumbersUpdate = (body: calls.TaxNumbersRequest) => call(calls.ownTaxNumbersUpdate, body);
export const companyTaxNumbersUpdate = (body: calls.TaxNumbersRequest) => call(calls.companyTaxNumbersUpdate, body);
