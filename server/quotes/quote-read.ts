import type { QuoteDetail, QuoteVersion } from '#contract/calls/quotes.ts';
import { ukDay } from '#contract/format/dates.ts';
import type { Db } from '../db/connect.ts';
import { ratesInForce } from '../tax/tax-rates.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M } from '../i18n/quote-messages.ts';
import { membershipOf } from '../accounts/membership.ts';
import { QUOTE_LIMITS } from '#contract/limits/quotes.ts';

/** Who reads a quote: its buyer or their company's admin, or staff (who also see a version waiting for approval and who did what). */
export type QuoteViewer = { userId: number; staff: boolean };

const iso = (at: Date | string) => new Date(at).toISOString();
const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** May this buyer read the quote: their own, or any of their company's when they are its admin. */
export async function buyerMayRead(
  db: Db,
  userId: number,
  quote: { userId: number; companyId: number | null },
): Promise<boolean> {
  if (quote.userId === userId) return true;
  const membership = await membershipOf(db, userId);
  return membership !== null && membership.companyRole === 'admin' && membership.companyId === quote.companyId;
}

/** A quote's versions with their lines (waiting ones only when asked), oldest first. */
export async function quoteVersions(db: Db, quoteId: number, withWaiting: boolean): Promise<QuoteVersion[]> {
  let query = db
    .selectFrom('quoteVersions')
    .select([
      'id',
      'versionNo',
      'sentAt',
      'deliveryPence',
      'message',
      'belowFloor',
      (eb) => eb.cast<string>('validUntil', 'text').as('validUntil'),
    ])
    .where('quoteId', '=', quoteId);
  if (!withWaiting) query = query.where('sentAt', 'is not', null);
  const versions = await query.orderBy('versionNo').execute();
  if (versions.length === 0) return [];
  const lines = await db
    .selectFrom('quoteVersionLines as l')
    .innerJoin('variants as v', 'v.id', 'l.variantId')
    .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
    .select([
      'l.versionId',
      'l.lineNo',
      'v.partNo',
      'pf.nameEn',
      'pf.nameZh',
      'l.alternative',
      'l.quantity',
      'l.priceBreaks',
      'l.unitPricePence',
      'l.listUnitPricePence',
      'l.leadTimeDays',
    ])
    .where(
      'l.versionId',
      'in',
      versions.map((v) => v.id),
    )
    .orderBy('l.lineNo')
    .execute();
  return versions.map((v) => {
    const own = lines
      .filter((l) => l.versionId === v.id)
      .map((l) => ({
        lineNo: l.lineNo,
        partNo: l.partNo,
        name: l.nameEn,
        nameZh: l.nameZh,
        alternative: l.alternative,
        quantity: l.quantity,
        priceBreaks: l.priceBreaks,
        unitPricePence: l.unitPricePence,
        listUnitPricePence: l.listUnitPricePence,
        lineTotalPence: l.quantity * l.unitPricePence,
        leadTimeDays: l.leadTimeDays,
      }));
    return {
      versionNo: v.versionNo,
      sentAt: v.sentAt === null ? null : iso(v.sentAt),
      validUntil: v.validUntil,
      deliveryPence: v.deliveryPence,
      subtotalPence: own.reduce((sum, l) => sum + l.lineTotalPence, 0),
      message: v.message,
      lines: own,
      belowFloor: v.belowFloor,
    };
  });
}

/** One quote as its reader may see it; a buyer who may not read it gets 404, as for a missing one. */
export async function readQuote(db: Db, id: number, viewer: QuoteViewer): Promise<QuoteDetail> {
  const quote = await db
    .selectFrom('quotes as q')
    .innerJoin('users as u', 'u.id', 'q.userId')
    .leftJoin('companies as c', 'c.id', 'q.companyId')
    .select([
      'q.id',
      'q.quoteNo',
      'q.userId',
      'q.companyId',
      'q.state',
      'q.createdAt',
      'q.deliveryCountry',
      'q.reference',
      'q.versionNo',
      'u.firstName',
      'u.lastName',
      'u.email',
      'c.name as companyName',
    ])
    .select((eb) => [
      eb.cast<string | null>('q.neededBy', 'text').as('neededBy'),
      eb.cast<string | null>('q.validUntil', 'text').as('validUntil'),
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();
  if (!quote || (!viewer.staff && !(await buyerMayRead(db, viewer.userId, quote))))
    throw new ApiError(CODE.notFound, M.noSuchQuote);

  const [lines, versions, messages, events, order, taxRates, attachments] = await Promise.all([
    db
      .selectFrom('quoteRequestLines as l')
      .innerJoin('variants as v', 'v.id', 'l.variantId')
      .innerJoin('productFamilies as pf', 'pf.id', 'v.familyId')
      .select(['l.lineNo', 'v.partNo', 'pf.nameEn', 'pf.nameZh', 'l.quantity', 'l.targetPricePence', 'l.note'])
      .where('l.quoteId', '=', id)
      .orderBy('l.lineNo')
      .execute(),
    quoteVersions(db, id, viewer.staff),
    db
      .selectFrom('quoteMessages as m')
      .innerJoin('users as u', 'u.id', 'm.authorId')
      .select(['m.side', 'm.body', 'm.createdAt', 'u.firstName', 'u.lastName'])
      .where('m.quoteId', '=', id)
      .orderBy('m.id')
      .execute(),
    db
      .selectFrom('quoteEvents as e')
      .leftJoin('users as u', 'u.id', 'e.userId')
      .select(['e.kind', 'e.createdAt', 'u.email'])
      .where('e.quoteId', '=', id)
      .orderBy('e.id')
      .execute(),
    db.selectFrom('orders').select(['id', 'orderNo']).where('quoteId', '=', id).executeTakeFirst(),
    ratesInForce(db),
    db
      .selectFrom('quoteAttachments')
      .select(['id', 'fileName', 'kind', 'byteSize'])
      .where('quoteId', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  const sent = versions.filter((v) => v.sentAt !== null);
  const waiting = versions.find((v) => v.sentAt === null) ?? null;
  return {
    id: quote.id,
    quoteNo: quote.quoteNo,
    state: quote.state,
    createdAt: iso(quote.createdAt),
    neededBy: quote.neededBy,
    deliveryCountry: quote.deliveryCountry,
    reference: quote.reference,
    validUntil: quote.validUntil,
    buyer: { name: nameOf(quote), email: quote.email },
    companyName: quote.companyName,
    mine: quote.userId === viewer.userId,
    lines: lines.map((l) => ({
      lineNo: l.lineNo,
      partNo: l.partNo,
      name: l.nameEn,
      nameZh: l.nameZh,
      quantity: l.quantity,
      targetPricePence: l.targetPricePence,
      note: l.note,
    })),
    versions: sent,
    waiting,
    messages: messages.map((m) => ({ side: m.side, author: nameOf(m), body: m.body, at: iso(m.createdAt) })),
    attachments,
    canAttach:
      quote.userId === viewer.userId && quote.state === 'requested' && attachments.length < QUOTE_LIMITS.attachments,
    events: events.map((e) => ({ kind: e.kind, at: iso(e.createdAt), by: viewer.staff ? e.email : null })),
    order: order ?? null,
    taxRates,
    canAccept:
      quote.userId === viewer.userId &&
      quote.state === 'quoted' &&
      quote.validUntil !== null &&
      quote.validUntil >= ukDay(),
  };
}
