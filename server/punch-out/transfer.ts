import { sql } from 'kysely';
import { PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
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
 * The basket going back to the procurement system: its lines at the buyer's prices now, kept as
 * transferred (a purchase order must match them); the browser then fetches, once, the form that
 * posts them to the return URL. Returning without buying transfers no lines.
 */
export async function transferBasket(
  db: Db,
  userId: number,
  sessionId: number,
  returnEmpty: boolean,
): Promise<{ url: string }> {
  const punchOut = await punchOutOfSession(db, sessionId);
  if (!punchOut) throw new ApiError(CODE.forbidden, PUNCH_OUT_MESSAGES.notPunchOut);
  const basket = returnEmpty ? [] : (await pricedLines(db, userId)).filter((l) => !l.saved).map((l) => l.line);
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
  const code = newToken();
  await db
    .insertInto('punchoutTransfers')
    .values({ punchoutSessionId: punchOut.id, lines: JSON.stringify(lines), formCodeHash: hashToken(code) })
    .execute();
  return { url: `/punchout/transfer/${code}` };
}

export interface TransferForm {
  action: string;
  fields: Array<{ name: string; value: string }>;
}

/** Spends a transfer's form code: the form's address and fields, or null when spent or expired. */
export async function transferForm(db: Db, code: string, now = new Date()): Promise<TransferForm | null> {
  const transfer = await db
    .updateTable('punchoutTransfers')
    .set({ formSentAt: now })
    .where('formCodeHash', '=', hashToken(code))
    .where('formSentAt', 'is', null)
    .where('createdAt', '>', sql<Date>`${now}::timestamptz - make_interval(mins => ${PUNCH_OUT_LIMITS.startMinutes})`)
    .returning(['id', 'punchoutSessionId', 'lines'])
    .executeTakeFirst();
  if (!transfer) return null;
  const punchOut = await db
    .selectFrom('punchoutSessions as s')
    .innerJoin('punchoutConnections as p', 'p.id', 's.connectionId')
    .select(['s.returnUrl', 's.buyerCookie', 'p.protocol', 'p.domain', 'p.identity'])
    .where('s.id', '=', transfer.punchoutSessionId)
    .executeTakeFirstOrThrow();
  if (punchOut.protocol !== 'cxml12')
    return { action: punchOut.returnUrl, fields: ociFields(transfer.lines).map(([name, value]) => ({ name, value })) };
  const message = punchOutOrderMessage({
    buyerCookie: punchOut.buyerCookie,
    to: { domain: punchOut.domain, identity: punchOut.identity },
    transferRef: transferRef(transfer.id),
    lines: transfer.lines,
  });
  return { action: punchOut.returnUrl, fields: [{ name: 'cxml-urlencoded', value: message }] };
}
