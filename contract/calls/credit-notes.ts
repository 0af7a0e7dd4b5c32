import { defineDownload } from '../download.ts';
import { fields, idField } from '../fields.ts';

/** Credit notes (docs/documents.md): each corrects one VAT invoice, for a cancellation, a refund or a return. */

export const CREDIT_NOTE_LABELS = {
  creditNote: { en: 'credit note', zh: '贷项通知单' },
  lines: { en: 'lines to refund', zh: '退款行' },
  delivery: { en: 'refund the delivery charge', zh: '退还运费' },
  linesPattern: {
    en: 'Write the lines to refund as line:quantity pairs separated by spaces, each quantity at least 1, such as 1:2 3:1.',
    zh: '请按“行号:数量”填写退款行，以空格分隔，每个数量至少为 1，例如 1:2 3:1。',
  },
} as const;

const pdf = { contentTypes: ['application/pdf'], disposition: 'attachment', cache: 'privateNoStore' } as const;

/** A credit note of the caller's order (or, for a company admin, the company's; another's answers 404), in the lang header's language. */
export const creditNotePdf = defineDownload({
  path: 'pri/creditNotePdf',
  caller: 'buyer',
  tag: 'orders',
  summary: 'A credit note of one of your orders as a PDF attachment',
  query: fields({ id: idField(CREDIT_NOTE_LABELS.creditNote) }, { allowUnknown: true }),
  ...pdf,
});

/** Any credit note, for staff, in the buyer's language (users.language), as the copy they were mailed. */
export const staffCreditNotePdf = defineDownload({
  path: 'staff/creditNotePdf',
  caller: 'sales',
  tag: 'staff',
  summary: "A credit note as a PDF attachment, in the buyer's language",
  query: fields({ id: idField(CREDIT_NOTE_LABELS.creditNote) }, { allowUnknown: true }),
  ...pdf,
});
