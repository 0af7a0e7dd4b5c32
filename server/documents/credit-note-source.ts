import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { CREDIT_NOTE_MESSAGES } from '../i18n/credit-note-messages.ts';
import { readOrder } from '../shop/order-detail.ts';
import { creditNoteFileName, creditNotePdf } from './credit-note.ts';
import { loadSeller } from './seller.ts';

/** Who asks for a credit note: a buyer (it must be an order they may see, else 404), or staff. */
export type CreditNoteViewer = { userId: number } | { staff: true };

/** The credit note's buyer and language: staff's copy and the e-mailed one are in the buyer's (users.language). */
async function noteOwner(db: Db, creditNoteId: number) {
  const row = await db
    .selectFrom('creditNotes as c')
    .innerJoin('orders as o', 'o.id', 'c.orderId')
    .innerJoin('users as u', 'u.id', 'o.userId')
    .select(['o.userId', 'u.language'])
    .where('c.id', '=', creditNoteId)
    .executeTakeFirst();
  if (!row) throw new ApiError(CODE.notFound, CREDIT_NOTE_MESSAGES.noSuchCreditNote);
  const language: Language = row.language === 'zh-cn' ? 'zh-cn' : 'en';
  return { userId: row.userId, language };
}

/** A credit note's PDF as `viewer` may read it (404 otherwise), in `language` or, for staff and mail, the buyer's. */
export async function renderCreditNote(db: Db, creditNoteId: number, viewer: CreditNoteViewer, language?: Language) {
  const owner = await noteOwner(db, creditNoteId);
  const note = await db.selectFrom('creditNotes').selectAll().where('id', '=', creditNoteId).executeTakeFirstOrThrow();
  // readOrder answers 404 for an order the buyer may not see, as for one that does not exist.
  const [order, seller, lines] = await Promise.all([
    readOrder(db, 'staff' in viewer ? owner.userId : viewer.userId, note.orderId),
    loadSeller(db),
    db
      .selectFrom('creditNoteLines as c')
      .innerJoin('orderLines as l', (join) =>
        join.onRef('l.lineNo', '=', 'c.lineNo').on('l.orderId', '=', note.orderId),
      )
      .select(['l.partNo', 'l.nameEn as name', 'l.nameZh', 'c.quantity', 'c.unitPricePence', 'c.lineTotalPence'])
      .where('c.creditNoteId', '=', creditNoteId)
      .orderBy('c.lineNo')
      .execute(),
  ]);
  const bytes = await creditNotePdf({
    seller,
    note: { ...note, issuedAt: new Date(note.issuedAt), lines },
    order,
    language: language ?? owner.language,
    generatedOn: new Date(),
  });
  return { bytes, fileName: creditNoteFileName(note.creditNoteNo) };
}
