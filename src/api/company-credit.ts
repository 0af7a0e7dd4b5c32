import * as calls from '#contract/calls/company-credit.ts';
import { call } from './call.ts';

/** The company's credit on account for /acPay (contract/calls/company-credit.ts). */
export const companyCredit = () => call(calls.companyCredit, {});
