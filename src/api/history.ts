import * as calls from '#contract/calls/browse-history.ts';
import type { BrowseHistoryListRequest } from '#contract/calls/browse-history.ts';
import { endSession } from '../stores/session-change.ts';
import { ApiCallError } from './answer.ts';
import { call } from './call.ts';

/** The buyer's browse history; recording is a background write. */
export const browseHistoryList = (body: BrowseHistoryListRequest = {}) => call(calls.browseHistoryList, body);
export const browseHistoryRemove = (id: number) => call(calls.browseHistoryRemove, { id });
export const browseHistoryClear = () => call(calls.browseHistoryClear, {});

/** Records a product view without showing the buyer anything on failure; a 701 still ends the session, as the catalogue would. */
export const browseRecord = (id: number, partNo?: string) =>
  call(calls.browseRecord, partNo ? { id, partNo } : { id }).catch((error: unknown) => {
    if (error instanceof ApiCallError && error.code === 701) endSession();
    throw error;
  });
