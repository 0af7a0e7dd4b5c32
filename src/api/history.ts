import { endSession } from '../stores/session.ts';
import { browserHttp, calling } from './browser.ts';
import { ApiCallError } from './answer.ts';
import { post } from './client.ts';
import type { BrowseHistoryItem, BrowseHistoryListRequest, BrowseHistoryRemoveAnswer, BrowseRecordAnswer, BrowseRecordRequest, Page } from '#contract/api/types.ts';

/** The buyer's browse history. The list and removals follow the error catalogue; recording is a background write. */
export const browseHistoryList = (body: BrowseHistoryListRequest = {}) => calling(post<Page<BrowseHistoryItem>>(browserHttp, 'pri/browseHistoryList', body));
export const browseHistoryRemove = (id: number) => calling(post<BrowseHistoryRemoveAnswer>(browserHttp, 'pri/browseHistoryRemove', { id }));
export const browseHistoryClear = () => calling(post<BrowseHistoryRemoveAnswer>(browserHttp, 'pri/browseHistoryClear'));

/** Records a product view without showing the buyer anything on failure; a 701 still ends the session, as the catalogue would. */
export const browseRecord = (id: number, partNo?: string) =>
  post<BrowseRecordAnswer>(browserHttp, 'pri/browseRecord', partNo ? ({ id, partNo } satisfies BrowseRecordRequest) : { id }).catch((error: unknown) => {
    if (error instanceof ApiCallError && error.code === 701) endSession();
    throw error;
  });
