import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-returns.ts';
import { refuseOwnOrder } from '../../back-office/separation-of-duties.ts';
import type { Db } from '../../db/connect.ts';
import { ApiError, CODE } from '../../http/api-error.ts';
import { download } from '../../http/download.ts';
import { route } from '../../http/route.ts';
import { RETURN_MESSAGES } from '../../i18n/return-messages.ts';
import type { EditorSession } from '../../auth/editor.ts';
import { approveReturn, refuseReturn } from '../../returns/decide-return.ts';
import { receiveReturn } from '../../returns/receive-return.ts';
import { readRestockingFees, saveRestockingFees } from '../../returns/restocking-fees.ts';
import { staffReturn, staffReturnRows } from '../../returns/return-views.ts';

/** Staff may not act on a return of their own (or their company's) order, as on the order itself. */
async function refuseOwnReturn(db: Db, staff: EditorSession, returnId: number): Promise<void> {
  const row = await db.selectFrom('returns').select('orderId').where('id', '=', returnId).executeTakeFirst();
  if (row) await refuseOwnOrder(db, staff, row.orderId);
}

/** Returns in the console (contract/calls/staff-returns.ts, docs/returns.md). */
export async function staffReturnRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.staffReturnList, async ({ body }) => ({ returns: await staffReturnRows(app.db, body.state) }));

  route(app, calls.staffReturnGet, async ({ body }) => staffReturn(app.db, body.id));

  route(app, calls.staffReturnApprove, async ({ body, session }) => {
    await refuseOwnReturn(app.db, session, body.id);
    await approveReturn(app.db, session, body);
    return staffReturn(app.db, body.id);
  });

  route(app, calls.staffReturnRefuse, async ({ body, session }) => {
    await refuseOwnReturn(app.db, session, body.id);
    await refuseReturn(app.db, session, body);
    return staffReturn(app.db, body.id);
  });

  route(app, calls.staffReturnReceive, async ({ body, session }) => {
    await refuseOwnReturn(app.db, session, body.id);
    await receiveReturn(app.db, session, body, app.cardGateway);
    return staffReturn(app.db, body.id);
  });

  download(app, calls.staffReturnPhoto, async ({ query }) => {
    const photo = await app.db
      .selectFrom('returnPhotos as p')
      .innerJoin('files as f', 'f.id', 'p.fileId')
      .select(['f.bytes', 'f.contentType', 'f.fileName', 'f.sha256'])
      .where('p.returnId', '=', query.id)
      .where('p.position', '=', query.position)
      .executeTakeFirst();
    if (!photo) throw new ApiError(CODE.notFound, RETURN_MESSAGES.noSuchPhoto);
    return { bytes: photo.bytes, contentType: photo.contentType, fileName: photo.fileName, sha256: photo.sha256 };
  });

  route(app, calls.restockingFeesGet, async () => readRestockingFees(app.db));

  route(app, calls.restockingFeesSave, async ({ body, session, say }) => {
    await saveRestockingFees(app.db, session, body);
    say(RETURN_MESSAGES.feesSaved);
    return readRestockingFees(app.db);
  });
}
