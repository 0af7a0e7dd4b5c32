import * as calls from '#contract/calls/setup-review.ts';
import { call } from './call.ts';

/** What a password reset found on the account (contract/calls/setup-review.ts), to keep or remove. */
export const setupReviewList = () => call(calls.setupReviewList, {});
export const setupReviewRemove = (id: number) => call(calls.setupReviewRemove, { id });
export const setupReviewKeep = () => call(calls.setupReviewKeep, {});
