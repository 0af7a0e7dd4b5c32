import type { PunchOutForm } from '#contract/calls/punch-out.ts';
import type { Db } from '../db/connect.ts';
import type { TransferredLine } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { PUNCH_OUT_MESSAGES } from '../i18n/punch-out-messages.ts';
import { pricedLines } from '../shop/basket-lines.ts';
import { punchOutOrderMessage } from './cxml-documents.ts';
import { ociFields } from './oci-fields.ts';
import { transferRef } from './order-request.ts';
import { punchOutOfSession } from './punch-out-sessions.ts';

/**
 * The basket going back to the procurement system: its lines at the buyer's prices today, kept as
 * transferred (a purchase order must match them), as the form the browser posts to the return URL.
 */
export async function transferBasket(db: Db, userId: number, sessionId: number): Promise<PunchOutForm> {
  const punchOut = await punchOutOfSession(db, sessionId);
  if (!punchOut) throw new ApiError(CODE.forbidden, PUNCH_OUT_MESSAGES.notPunchOut);
  const basket = (await pricedLines(db, userId)).filter((l) => !l.saved).map((l) => l.line);
  const lines: TransferredLine[] = basket.map((l) => ({
    variantId: l.variantId,
    familyId: l.familyId,
    familySlug: l.familySlug,
    partNo: l.partNo,
    name: l.name,
    nameZh: l.nameZh,
    quantity: l.quantity,
    unitPricePence: l.unitPricePence,
    listUnitPricePence: l.listUnitPricePence,
    customerPartNo: l.customerPartNo,
    lineTotalPence: l.lineTotalPence,
    reference: l.reference,
    leadTimeDays: l.leadTimeDays,
    source: l.source,
  }));
  const transfer = await db.insertInto('punchoutTransfers').values({ punchoutSessionId: punchOut.id, lines: JSON.stringify(lines) }).returning('id').executeTakeFirstOrThrow();
  if (punchOut.protocol !== 'cxml12') return { action: punchOut.returnUrl, fields: ociFields(lines).map(([name, value]) => ({ name, value })) };
  const message = punchOutOrderMessage({ buyerCookie: punchOut.buyerCookie, to: { domain: punchOut.domain, identity: punchOut.identity }, transferRef: transferRef(transfer.id), lines });
  return { action: punchOut.returnUrl, fields: [{ name: 'cxml-urlencoded', value: message }] };
}
