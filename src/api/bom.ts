import * as calls from '#contract/calls/bom.ts';
import { call } from './call.ts';

/** A BOM file read and matched for the review on /acList (contract/calls/bom.ts); nothing is written. */
export const bomMatch = (body: calls.BomMatchRequest) => call(calls.bomMatch, body);
