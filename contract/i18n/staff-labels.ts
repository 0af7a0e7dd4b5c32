import type { BilingualText } from './text.ts';

/** Field labels of the staff console's calls, for validation messages in both languages. */
export const STAFF_LABELS = {
  order: { en: 'order', zh: '订单' },
  version: { en: 'order version', zh: '订单版本' },
  stage: { en: 'status', zh: '状态' },
  paymentState: { en: 'payment state', zh: '付款状态' },
  paymentMethod: { en: 'payment method', zh: '付款方式' },
  from: { en: 'from', zh: '起始日期' },
  to: { en: 'to', zh: '截止日期' },
  company: { en: 'company', zh: '公司' },
  country: { en: 'country', zh: '国家' },
  search: { en: 'search', zh: '搜索' },
  sort: { en: 'sort', zh: '排序' },
  amount: { en: 'amount', zh: '金额' },
  receivedOn: { en: 'date received', zh: '收款日期' },
  bankReference: { en: 'bank reference', zh: '银行参考号' },
  lines: { en: 'lines to dispatch', zh: '发货行' },
  carrier: { en: 'carrier', zh: '承运商' },
  trackingNo: { en: 'tracking number', zh: '运单号' },
  trackingUrl: { en: 'tracking link', zh: '跟踪链接' },
  reason: { en: 'reason', zh: '原因' },
  note: { en: 'note', zh: '备注' },
  terms: { en: 'payment terms', zh: '付款条件' },
  customer: { en: 'customer', zh: '客户' },
  role: { en: 'role', zh: '角色' },
  firstName: { en: 'first name', zh: '名字' },
  lastName: { en: 'last name', zh: '姓氏' },
  staffAccount: { en: 'staff account', zh: '员工账户' },
  protocol: { en: 'protocol', zh: '协议' },
  systemName: { en: 'procurement system', zh: '采购系统' },
  identity: { en: 'identity', zh: '身份标识' },
  domain: { en: 'identity domain', zh: '身份域' },
  toIdentity: { en: 'To identity', zh: '接收方身份' },
  senderIdentity: { en: 'Sender identity', zh: '发送方身份' },
  needsApproval: { en: 'orders need approval', zh: '订单需要审批' },
  punchOutConnection: { en: 'punch-out connection', zh: '采购系统连接' },
} as const satisfies Record<string, BilingualText>;

export const STAFF_FIELD_MESSAGES = {
  countryCode: {
    en: 'Give the country as its two-letter code, such as GB.',
    zh: '请以两位字母代码填写国家，例如 GB。',
  },
  trackingUrl: {
    en: 'The tracking link must start with http:// or https://.',
    zh: '跟踪链接必须以 http:// 或 https:// 开头。',
  },
  dispatchLines: {
    en: 'Write the lines to dispatch as line:quantity pairs separated by spaces, each quantity at least 1, such as 1:5 2:3.',
    zh: '请以“行号:数量”的形式填写发货行，以空格分隔，每行数量至少为 1，例如 1:5 2:3。',
  },
} as const satisfies Record<string, BilingualText>;
