import type { BodyOf } from '#contract/call.ts';
import type { QuoteDetail } from '#contract/calls/quotes.ts';
import type { quoteAttach } from '#contract/calls/quote-attachments.ts';
import { fillBoth, type BilingualText } from '#contract/i18n/text.ts';
import { claimedKind, QUOTE_ATTACHMENT_KINDS, QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import type { Db } from '../db/connect.ts';
import { safeStem } from '../downloads/file-names.ts';
import { storeFile } from '../files/store.ts';
import type { FileAnswer } from '../http/download.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { ATTACHMENT_MESSAGES as M } from '../i18n/quote-attachment-messages.ts';
import { attachmentKind } from './attachment-kind.ts';
import { lockBuyersQuote, recordQuoteEvent } from './quote-moves.ts';
import { buyerMayRead, readQuote, type QuoteViewer } from './quote-read.ts';

const refuse = (text: BilingualText, field = 'dataBase64') => new ApiError(CODE.badInput, text, { field });

/**
 * The buyer adds a file to their request while it waits for sales: its name must claim a kind we
 * take and its bytes must be that kind, within the size and count limits. Refusals change nothing.
 */
export async function attachToQuote(db: Db, userId: number, body: BodyOf<typeof quoteAttach>): Promise<QuoteDetail> {
  const { fileName } = body;
  const claimed = claimedKind(fileName);
  if (claimed === null) throw refuse(fillBoth(M.notAccepted, { fileName }), 'fileName');
  const bytes = new Uint8Array(Buffer.from(body.dataBase64, 'base64'));
  if (bytes.length === 0) throw refuse(fillBoth(M.empty, { fileName }));
  if (bytes.length > QUOTE_LIMITS.attachmentBytes)
    throw refuse(fillBoth(M.tooLarge, { fileName, mb: QUOTE_LIMITS.attachmentBytes / (1024 * 1024) }));
  if ((await attachmentKind(bytes)) !== claimed)
    throw refuse(fillBoth(M.notWhatNamed, { fileName, type: QUOTE_ATTACHMENT_KINDS[claimed].name }));

  await db.transaction().execute(async (tx) => {
    // Locked: two uploads at once cannot both take the last place.
    const quote = await lockBuyersQuote(tx, userId, body.id);
    if (quote.state !== 'requested') throw new ApiError(CODE.conflict, M.answered);
    const { n } = await tx
      .selectFrom('quoteAttachments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('quoteId', '=', quote.id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= QUOTE_LIMITS.attachments)
      throw new ApiError(CODE.conflict, fillBoth(M.tooMany, { max: QUOTE_LIMITS.attachments }));
    const fileId = await storeFile(tx, QUOTE_ATTACHMENT_KINDS[claimed].contentType, fileName, bytes);
    await tx
      .insertInto('quoteAttachments')
      .values({ quoteId: quote.id, fileId, fileName, kind: claimed, byteSize: bytes.length, userId })
      .execute();
    await recordQuoteEvent(tx, quote.id, 'attached', userId, null, null, { fileName, bytes: bytes.length });
  });
  return readQuote(db, body.id, { userId, staff: false });
}

/** The buyer's name made safe for a header (server/downloads/file-names.ts), its extension kept. */
function downloadName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${safeStem(fileName.slice(0, dot))}${fileName.slice(dot).toLowerCase()}`;
}

/** One file of a quote, for whoever may read the quote; anything else answers 404. */
export async function attachmentDownload(
  db: Db,
  quoteId: number,
  attachmentId: number,
  viewer: QuoteViewer,
): Promise<FileAnswer> {
  const row = await db
    .selectFrom('quoteAttachments as a')
    .innerJoin('quotes as q', 'q.id', 'a.quoteId')
    .innerJoin('files as f', 'f.id', 'a.fileId')
    .select(['q.userId', 'q.companyId', 'a.fileName', 'a.kind', 'f.bytes', 'f.sha256'])
    .where('a.id', '=', attachmentId)
    .where('a.quoteId', '=', quoteId)
    .executeTakeFirst();
  if (!row || (!viewer.staff && !(await buyerMayRead(db, viewer.userId, row))))
    throw new ApiError(CODE.notFound, M.noSuchAttachment);
  return {
    bytes: row.bytes,
    contentType: QUOTE_ATTACHMENT_KINDS[row.kind].contentType,
    fileName: downloadName(row.fileName),
    sha256: row.sha256,
  };
}
