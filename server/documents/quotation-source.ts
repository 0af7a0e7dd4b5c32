import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { QUOTE_MESSAGES as M } from '../i18n/quote-messages.ts';
import { readQuote, type QuoteViewer } from '../quotes/quote-read.ts';
import { quotationFileName, quotationPdf } from './quotation.ts';
import { loadSeller } from './seller.ts';

/**
 * A quote's quotation as `viewer` may read it (404 otherwise, as readQuote decides), in `language`:
 * the version named, or the current one; a quote with no version sent has none (404).
 */
export async function renderQuotation(
  db: Db,
  quoteId: number,
  viewer: QuoteViewer,
  language: Language,
  versionNo?: number,
) {
  const [quote, seller] = await Promise.all([readQuote(db, quoteId, viewer), loadSeller(db)]);
  const version =
    versionNo === undefined ? quote.versions.at(-1) : quote.versions.find((v) => v.versionNo === versionNo);
  if (!version) throw new ApiError(CODE.notFound, M.noQuotationYet);
  const bytes = await quotationPdf({ seller, quote, version, language, generatedOn: new Date() });
  return { bytes, fileName: quotationFileName(quote.quoteNo, version.versionNo) };
}

/** The language of the buyer who asked for the quote: staff's copy and the e-mailed one are in it. */
export async function buyerLanguage(db: Db, quoteId: number): Promise<Language> {
  const row = await db
    .selectFrom('quotes as q')
    .innerJoin('users as u', 'u.id', 'q.userId')
    .select('u.language')
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  return row?.language === 'zh-cn' ? 'zh-cn' : 'en';
}
