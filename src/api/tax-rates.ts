import * as calls from '#contract/calls/staff-tax-rates.ts';
import { call } from './call.ts';

/** The console's VAT rates (contract/calls/staff-tax-rates.ts): every member of staff reads them, administrators change them. */
export const taxRatesGet = () => call(calls.taxRatesGet, {});
export const taxRateAdd = (body: calls.TaxRateAddRequest) => call(calls.taxRateAdd, body);
export const taxRateWithdraw = (id: number) => call(calls.taxRateWithdraw, { id });
