import { defineDownload } from '../download.ts';
import { fields, idField } from '../fields.ts';
import { QUOTE_LABELS } from './quotes.ts';

/**
 * The quotation PDF of a quote's current version (docs/documents.md): GET, so the browser can save
 * it. The buyer's own (or, for a company's admin, the company's; another's answers 404) in the lang
 * header's language; staff's in the buyer's language (users.language). A quote with no version sent
 * answers 404.
 */
export const quotePdf = defineDownload({
  path: 'pri/quotePdf',
  caller: 'buyer',
  tag: 'quotes',
  summary: "A quote's quotation (its current version) as a PDF attachment",
  query: fields({ id: idField(QUOTE_LABELS.quote) }, { allowUnknown: true }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'privateNoStore',
});

export const staffQuotePdf = defineDownload({
  path: 'staff/quotePdf',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: "A quote's quotation (its current version) as a PDF attachment, in the buyer's language",
  query: fields({ id: idField(QUOTE_LABELS.quote) }, { allowUnknown: true }),
  contentTypes: ['application/pdf'],
  disposition: 'attachment',
  cache: 'privateNoStore',
});
