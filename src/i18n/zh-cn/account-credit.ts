import type { accountCredit as en } from '../en/account-credit.ts';

export const accountCredit: typeof en = {
  title: '记账信用',
  intro: '{company} 的记账欠款上限为其信用额度；发票付款条件：{terms}。',
  introNoLimit: '{company} 可记账下单，不设信用额度；发票付款条件：{terms}。',
  limit: '信用额度',
  noLimit: '不设上限',
  used: '已用',
  left: '剩余',
  overdue: '逾期',
  nothingOverdue: '无',
  overdueSome: '{count} 张发票共 {amount}',
  statementTitle: '月度对账单',
  statementMonth: '月份',
  statementDownload: '下载对账单（PDF）',
  notApproved: '{company} 尚未获准记账付款。如需申请，请联系我们。',
};
