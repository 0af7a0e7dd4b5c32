import type { bankAccount as en } from '../en/bank-account.ts';

export const bankAccount: typeof en = {
  intro:
    '通过银行转账付款的买家会在形式发票、订单页面和邮件中看到此账户。更改须由两位管理员完成：一位提议，另一位确认。每一步都会发邮件通知所有员工。',
  current: '当前使用',
  pending: '等待另一位管理员确认',
  proposedBy: '由 {who} 于 {when} 提议。在另一位管理员确认之前，买家看到的仍是当前账户。',
  confirm: '确认新的账户信息',
  withdraw: '撤回提议',
  proposeTitle: '提议新的账户信息',
  propose: '提议',
  labels: {
    bankAccountName: '银行账户名',
    bankName: '银行名称',
    bankSortCode: '银行分行代码',
    bankAccountNo: '银行账号',
    bankIban: 'IBAN',
    bankBic: 'BIC',
  },
};
