/** The staff console's order page: its credit notes and the refund of lines that issues one (docs/documents.md). */
export const staffCreditNotes = {
  caption: 'Credit notes',
  number: 'Credit note',
  issued: 'Issued',
  invoice: 'Corrects invoice',
  kind: 'For',
  amount: 'Amount credited',
  kinds: { cancellation: 'Order cancelled', refund: 'Refund', return: 'Goods returned' },
  download: 'Download {creditNoteNo} (PDF)',
  refundTitle: 'Refund lines (credit note)',
  refundHint:
    'A credit note is issued for the quantities and delivery chosen, at the invoiced prices with VAT. Money the order then holds beyond what it owes goes back to the card at once; money paid another way is marked to refund by bank.',
  toRefund: 'Quantities to refund',
  lineLabel: '{lineNo}. {partNo} (up to {left})',
  delivery: 'Refund the delivery charge',
  reason: 'Reason',
  submit: 'Issue credit note and refund',
  nothingChosen: 'Choose at least one line or the delivery charge to refund.',
};
