import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/parts-lists.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { listCallerOf } from '../../parts-lists/list-access.ts';
import { listCsv, listWorkbook } from '../../parts-lists/list-export.ts';
import {
  addLines,
  changeLine,
  copyList,
  createList,
  deleteList,
  listFromOrder,
  removeLines,
  renameList,
  shareList,
} from '../../parts-lists/list-moves.ts';
import { listLists, readList } from '../../parts-lists/list-read.ts';
import { listToBasket } from '../../parts-lists/list-to-basket.ts';

/** Parts lists (contract/calls/parts-lists.ts): the caller's own and those shared in their company. */
export async function partsListRoutes(app: FastifyInstance): Promise<void> {
  const caller = (userId: number) => listCallerOf(app.db, userId);
  route(app, calls.partsListList, async ({ session }) => listLists(app.db, await caller(session.userId)));
  route(app, calls.partsListGet, async ({ body, session }) => readList(app.db, await caller(session.userId), body.id));
  route(app, calls.partsListCreate, async ({ body, session }) =>
    createList(app.db, await caller(session.userId), body),
  );
  route(app, calls.partsListRename, async ({ body, session }) =>
    renameList(app.db, await caller(session.userId), body.id, body.name),
  );
  route(app, calls.partsListCopy, async ({ body, session }) =>
    copyList(app.db, await caller(session.userId), body.id, body.name),
  );
  route(app, calls.partsListDelete, async ({ body, session }) =>
    deleteList(app.db, await caller(session.userId), body.id),
  );
  route(app, calls.partsListShare, async ({ body, session }) =>
    shareList(app.db, await caller(session.userId), body.id, body.shared),
  );
  route(app, calls.partsListAddLines, async ({ body, session }) =>
    addLines(app.db, await caller(session.userId), body.id, body.lines, body.keepUnmatched ?? false),
  );
  route(app, calls.partsListChangeLine, async ({ body, session }) =>
    changeLine(app.db, await caller(session.userId), body),
  );
  route(app, calls.partsListRemoveLines, async ({ body, session }) =>
    removeLines(app.db, await caller(session.userId), body.id, body.lineIds),
  );
  route(app, calls.partsListToBasket, async ({ body, session, request }) =>
    listToBasket(app.db, await caller(session.userId), body.id, body.lineIds, request.language),
  );
  route(app, calls.partsListFromOrder, async ({ body, session }) =>
    listFromOrder(app.db, await caller(session.userId), body.orderId, body.name),
  );
  download(app, calls.partsListExport, async ({ query, session, request }) => {
    const list = await readList(app.db, await caller(session.userId), query.id);
    return query.format === 'xlsx' ? listWorkbook(list, request.language) : listCsv(list, request.language);
  });
}
