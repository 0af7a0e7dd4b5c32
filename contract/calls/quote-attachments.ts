import { defineCall } from '../call.ts';
import { defineDownload } from '../download.ts';
import { fields, idField, text } from '../fields.ts';
import { QUOTE_ATTACHMENT_KINDS, QUOTE_LIMITS } from '../limits/quotes.ts';
import { QUOTE_LABELS, QuoteDetail } from './quotes.ts';

/**
 * Files on a quote request (docs/quotes.md): the buyer who asked adds them, one a call, while the
 * request is unanswered; the buyer (or their company's admin) and sales download them. The bytes
 * decide what a file is; its name's extension must agree.
 */

/** Base64 of the largest attachment is 4/3 of it; a little more lets a slightly larger file hear "too large" rather than the body limit. */
const BASE64_MAX = Math.ceil((QUOTE_LIMITS.attachmentBytes * 4) / 3) + 1024 * 1024;

const attachment = { en: 'attachment', zh: '附件' };

export const quoteAttach = defineCall({
  path: 'pri/quoteAttach',
  caller: 'buyer',
  tag: 'quotes',
  summary: 'Add a file (PDF, PNG, JPEG, STEP or DXF) to a request not yet answered',
  body: fields({
    id: idField(QUOTE_LABELS.quote),
    fileName: text({ label: { en: 'file name', zh: '文件名' }, required: true, max: QUOTE_LIMITS.attachmentName }),
    dataBase64: text({
      label: attachment,
      required: true,
      max: BASE64_MAX,
      pattern: /^[A-Za-z0-9+/]+={0,2}$/,
      patternMessage: { en: 'The file must be sent as Base64 text.', zh: '文件必须以 Base64 文本发送。' },
    }),
  }),
  answer: QuoteDetail,
  bodyLimit: BASE64_MAX + 64 * 1024,
});

const attachmentQuery = fields({ id: idField(QUOTE_LABELS.quote), file: idField(attachment) }, { allowUnknown: true });
const contentTypes = Object.values(QUOTE_ATTACHMENT_KINDS).map((k) => k.contentType);

export const quoteAttachment = defineDownload({
  path: 'pri/quoteAttachment',
  caller: 'buyer',
  tag: 'quotes',
  summary: "A file of one's own quote request (or, for a company's admin, the company's)",
  query: attachmentQuery,
  contentTypes,
  disposition: 'attachment',
  cache: 'privateNoStore',
});

export const staffQuoteAttachment = defineDownload({
  path: 'staff/quoteAttachment',
  caller: 'sales',
  tag: 'staff-quotes',
  summary: 'A file of a quote request',
  query: attachmentQuery,
  contentTypes,
  disposition: 'attachment',
  cache: 'noStore',
});
