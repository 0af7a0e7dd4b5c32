import * as calls from '#contract/calls/staff-quotes.ts';
import { call } from './call.ts';

/** The console's quote floors (contract/calls/staff-quotes.ts): sales and admins read them, admins change them. */
export const quoteFloorList = (body: calls.QuoteFloorListRequest) => call(calls.staffQuoteFloorList, body);
export const quoteFloorSave = (body: calls.QuoteFloorSaveRequest) => call(calls.staffQuoteFloorSave, body);
export const quoteFloorRemove = (familyId: number) => call(calls.staffQuoteFloorRemove, { familyId });
