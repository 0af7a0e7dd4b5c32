import type { staffCreditNotes as english } from '../en/staff-credit-notes.ts';

/** 员工控制台订单页：贷项通知单及开具贷项通知单的按行退款（docs/documents.md）。 */
export const staffCreditNotes: typeof english = {
  caption: '贷项通知单',
  number: '贷项通知单',
  issued: '开具日期',
  invoice: '更正发票',
  kind: '事由',
  amount: '贷记金额',
  kinds: { cancellation: '订单已取消', refund: '退款', return: '退货' },
  download: '下载 {creditNoteNo}（PDF）',
  refundTitle: '按行退款（贷项通知单）',
  refundHint:
    '系统将按所选数量和运费，以发票价格含增值税开具贷项通知单。订单因此多收的款项将立即退回银行卡；以其他方式支付的款项将标记为待银行退款。',
  toRefund: '退款数量',
  lineLabel: '{lineNo}. {partNo}（最多 {left}）',
  delivery: '退还运费',
  reason: '原因',
  submit: '开具贷项通知单并退款',
  nothingChosen: '请至少选择一行或运费进行退款。',
};
