import type { BilingualText } from '#contract/i18n/text.ts';

/** Refusals and answers of punch-out (docs/punch-out.md), in both languages. */
export const PUNCH_OUT_MESSAGES = {
  identityTaken: { en: 'Another connection already uses this identity.', zh: '另一个连接已在使用此身份标识。' },
  noCompanyAdmin: {
    en: 'This company has no administrator to sign punch-out buyers in as.',
    zh: '该公司没有可供采购系统登录使用的管理员账户。',
  },
  noSuchCompany: { en: 'There is no such company.', zh: '没有此公司。' },
  noSuchConnection: { en: 'There is no such punch-out connection.', zh: '没有此采购系统连接。' },
  startUsed: {
    en: 'This punch-out link has been used or has expired. Please start again from your procurement system.',
    zh: '此采购系统链接已使用或已过期。请从您的采购系统重新进入。',
  },
  badHookUrl: { en: 'HOOK_URL must be an http or https address.', zh: 'HOOK_URL 必须是 http 或 https 地址。' },
  transferUsed: {
    en: 'This basket has been sent already, or the link has expired. Please transfer the basket again.',
    zh: '此购物篮已发送，或链接已过期。请重新传回购物车。',
  },
  transferring: { en: 'Returning to your procurement system…', zh: '正在返回您的采购系统…' },
  transferButton: { en: 'Transfer basket', zh: '传回购物车' },
  notPunchOut: { en: 'This is for punch-out sessions only.', zh: '仅限采购系统会话使用。' },
  shutInPunchOut: {
    en: 'Not available when shopping from your procurement system: the basket goes back to it with "Transfer basket", and your account is kept there.',
    zh: '从采购系统进入时不可使用此功能：请使用“传回购物车”将购物篮传回采购系统，账户事务请在采购系统中处理。',
  },
} as const satisfies Record<string, BilingualText>;

/** The text of a cXML Status the shop answers (the procurement system's logs show it). */
export const CXML_STATUS_TEXT = {
  tooLarge: { en: 'The document is too large.', zh: '文档过大。' },
  entity: { en: 'Entity declarations are not accepted.', zh: '不接受实体声明。' },
  malformed: { en: 'The document is not well-formed XML.', zh: '文档不是格式正确的 XML。' },
  notCxml: { en: 'The document is not the cXML request expected here.', zh: '文档不是此处所需的 cXML 请求。' },
  unauthorized: { en: 'Unknown identity or wrong shared secret.', zh: '身份未知或共享密钥错误。' },
  noFormPost: {
    en: 'BrowserFormPost must hold an http or https URL.',
    zh: 'BrowserFormPost 必须包含 http 或 https 地址。',
  },
  longCookie: { en: 'The BuyerCookie is too long.', zh: 'BuyerCookie 过长。' },
  noPayloadId: { en: 'The payloadID is missing.', zh: '缺少 payloadID。' },
  repeated: {
    en: 'This payloadID was ordered before: nothing was ordered again.',
    zh: '此 payloadID 已下过订单，未重复下单。',
  },
  badOrderId: {
    en: 'The orderID must be 1 to 25 letters, digits, spaces or - / . characters.',
    zh: 'orderID 必须为 1 至 25 个字母、数字、空格或 - / . 字符。',
  },
  noItems: {
    en: 'The order has no items, or more than the shop takes in one order.',
    zh: '订单没有商品行，或超过单个订单的行数上限。',
  },
  notTransferred: {
    en: 'Line {line} does not match a basket transferred from the shop.',
    zh: '第 {line} 行与从商城传回的购物篮不符。',
  },
  priceMismatch: {
    en: 'Line {line}: the quantity or price differs from the transferred basket.',
    zh: '第 {line} 行：数量或价格与传回的购物篮不符。',
  },
  badAddress: {
    en: 'The ShipTo (and BillTo) address needs DeliverTo, one or two Street lines, City, PostalCode and a country we deliver to, within the address limits.',
    zh: 'ShipTo（及 BillTo）地址需包含 DeliverTo、一至两行 Street、City、PostalCode 及我们可送达的国家，且不超过地址长度限制。',
  },
  ordered: { en: 'Order {orderNo} placed.', zh: '订单 {orderNo} 已下单。' },
} as const satisfies Record<string, BilingualText>;
