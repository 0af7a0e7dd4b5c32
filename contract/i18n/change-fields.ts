import type { BilingualText } from './text.ts';

/**
 * The name, in both languages, of every key the audit record writes into a change's detail
 * (editor_changes.detail, answered by editor/changeList). server/auth/editor.ts accepts no other
 * key, at any depth, so the console never shows staff a raw one; `{ from, to }` is a change's shape.
 */
export const CHANGE_FIELD_NAMES = {
  // Texts of services, pages, categories and product families (English and Chinese columns).
  titleEn: { en: 'English title', zh: '英文标题' },
  titleZh: { en: 'Chinese title', zh: '中文标题' },
  summaryEn: { en: 'English summary', zh: '英文摘要' },
  summaryZh: { en: 'Chinese summary', zh: '中文摘要' },
  bodyEn: { en: 'English text', zh: '英文正文' },
  bodyZh: { en: 'Chinese text', zh: '中文正文' },
  nameEn: { en: 'English name', zh: '英文名称' },
  nameZh: { en: 'Chinese name', zh: '中文名称' },
  descriptionEn: { en: 'English description', zh: '英文描述' },
  descriptionZh: { en: 'Chinese description', zh: '中文描述' },
  materialEn: { en: 'English material', zh: '英文材料' },
  materialZh: { en: 'Chinese material', zh: '中文材料' },
  finishEn: { en: 'English finish', zh: '英文表面处理' },
  finishZh: { en: 'Chinese finish', zh: '中文表面处理' },
  slug: { en: 'Name in the address', zh: '网址中的名称' },
  sortOrder: { en: 'Position', zh: '排序' },
  place: { en: 'Place in the list', zh: '列表中的位置' },
  // Pictures, drawings and shapes.
  imageFid: { en: 'Picture (file number)', zh: '图片（文件编号）' },
  drawingFid: { en: 'Drawing (file number)', zh: '图纸（文件编号）' },
  uploaded: { en: 'Uploaded by an editor', zh: '由编辑上传' },
  contentType: { en: 'File type', zh: '文件类型' },
  bytes: { en: 'File size (bytes)', zh: '文件大小（字节）' },
  shape: { en: 'Kind of solid', zh: '实体类型' },
  // Parts.
  partNo: { en: 'Part number', zh: '零件编号' },
  familyId: { en: 'Product family (number)', zh: '产品系列（编号）' },
  stock: { en: 'Stock', zh: '库存' },
  leadTimeDays: { en: 'Lead time (days)', zh: '交货期（天）' },
  priceBreaks: { en: 'Price breaks (quantity:pence)', zh: '阶梯价格（数量:便士）' },
  dims: { en: 'Dimensions', zh: '尺寸' },
  // Our company (Lihda Group's own details).
  name: { en: 'Company name', zh: '公司名称' },
  addressLine1: { en: 'Address line 1', zh: '地址第1行' },
  addressLine2: { en: 'Address line 2', zh: '地址第2行' },
  addressLine3: { en: 'Address line 3', zh: '地址第3行' },
  addressLine4: { en: 'Address line 4', zh: '地址第4行' },
  addressLine5: { en: 'Address line 5', zh: '地址第5行' },
  telephone1: { en: 'Telephone 1', zh: '电话1' },
  telephone2: { en: 'Telephone 2', zh: '电话2' },
  email: { en: 'Email', zh: '电子邮箱' },
  registrationNO: { en: 'Company registration number', zh: '公司注册号' },
  vatNO: { en: 'VAT number', zh: '增值税号' },
  eoriNO: { en: 'EORI number', zh: 'EORI 号码' },
  xieoriNO: { en: 'XI EORI number', zh: 'XI EORI 号码' },
  bankAccountName: { en: 'Bank account name', zh: '银行账户名' },
  bankName: { en: 'Bank name', zh: '银行名称' },
  bankSortCode: { en: 'Sort code', zh: '银行分类代码' },
  bankAccountNo: { en: 'Account number', zh: '账号' },
  bankIban: { en: 'IBAN', zh: 'IBAN' },
  bankBic: { en: 'BIC', zh: 'BIC' },
  // A catalogue import.
  fileName: { en: 'File', zh: '文件' },
  rows: { en: 'Rows', zh: '行数' },
  // A customer part number import.
  partNumbers: { en: 'Customer part numbers', zh: '客户零件编号清单' },
  familiesCreated: { en: 'Product families created', zh: '新建产品系列' },
  familiesUpdated: { en: 'Product families changed', zh: '修改产品系列' },
  variantsCreated: { en: 'Parts created', zh: '新建零件' },
  variantsUpdated: { en: 'Parts changed', zh: '修改零件' },
  // Before and after: search synonyms, orders, accounts and credit.
  before: { en: 'Before', zh: '之前' },
  after: { en: 'After', zh: '之后' },
  status: { en: 'Order status', zh: '订单状态' },
  paymentState: { en: 'Payment', zh: '付款状态' },
  deliveryState: { en: 'Delivery', zh: '发货状态' },
  refundState: { en: 'Refund', zh: '退款状态' },
  refundPence: { en: 'Refunded', zh: '退款金额' },
  creditNoteNo: { en: 'Credit note', zh: '贷项通知单' },
  duePence: { en: 'Due', zh: '应付金额' },
  paidOrders: { en: 'Orders paid', zh: '已付清的订单' },
  note: { en: 'Note', zh: '备注' },
  shipment: { en: 'Shipment', zh: '发货' },
  shipmentId: { en: 'Shipment number', zh: '发货编号' },
  carrier: { en: 'Carrier', zh: '承运商' },
  trackingNo: { en: 'Tracking number', zh: '运单号' },
  trackingUrl: { en: 'Tracking link', zh: '跟踪链接' },
  lines: { en: 'Lines', zh: '订单行' },
  lineNo: { en: 'Line', zh: '行号' },
  quantity: { en: 'Quantity', zh: '数量' },
  role: { en: 'Role', zh: '角色' },
  disabled: { en: 'Disabled', zh: '已停用' },
  creditApproved: { en: 'Approved for credit', zh: '信用已批准' },
  creditLimitPence: { en: 'Credit limit', zh: '信用额度' },
  creditTerms: { en: 'Payment terms', zh: '付款条件' },
  lastError: { en: 'Last error', zh: '最后一次错误' },
  // Changes that take two people (bank details, credit above the threshold).
  proposedBy: { en: 'Proposed by', zh: '提议人' },
  secondAdminAbovePence: { en: 'Second administrator needed above', zh: '超过此额度须第二位管理员批准' },
  // Trade price lists and customer part numbers (docs/pricing.md).
  listName: { en: 'Price list name', zh: '价格表名称' },
  validFrom: { en: 'Valid from', zh: '生效日期' },
  validUntil: { en: 'Valid until', zh: '截止日期' },
  rule: { en: 'Rule', zh: '规则' },
  percentOff: { en: 'Percentage off', zh: '折扣百分比' },
  // VAT rates by destination (server/tax/tax-rates.ts).
  taxRegion: { en: 'Tax region', zh: '税务地区' },
  ratePercent: { en: 'VAT rate (%)', zh: '增值税率（%）' },
  effectiveFrom: { en: 'Takes effect on', zh: '税率生效日' },
  // The cost guard's floors of quotes (server/quotes/price-floor.ts); none: the default floor.
  minPercentOfList: { en: 'Quote floor (% of list price)', zh: '报价底价（标价的百分比）' },
  categoryId: { en: 'Category (number)', zh: '类别（编号）' },
  companyId: { en: 'Company (number)', zh: '公司（编号）' },
  userId: { en: 'Account (number)', zh: '账户（编号）' },
  holder: { en: 'Company or account', zh: '公司或账户' },
  customerPartNo: { en: 'Customer part number', zh: '客户零件编号' },
  netPricesAdded: { en: 'Net prices added', zh: '新增净价' },
  netPricesChanged: { en: 'Net prices changed', zh: '修改净价' },
  netPricesRemoved: { en: 'Net prices removed', zh: '删除净价' },
  netPrices: { en: 'Net prices (price breaks quantity:pence)', zh: '净价（阶梯 数量:便士）' },
  // A company's single sign-on (its client secret is never recorded, only that it changed).
  issuer: { en: 'Sign-on issuer', zh: '单点登录签发方' },
  clientId: { en: 'Client id', zh: '客户端 ID' },
  secretChanged: { en: 'Client secret changed', zh: '客户端密钥已更改' },
  domains: { en: 'E-mail domains', zh: '电子邮箱域名' },
  // Returns and the restocking fee of each reason (server/returns/).
  returnNo: { en: 'Returns number', zh: '退货编号' },
  returnState: { en: 'Return', zh: '退货状态' },
  returnAddress: { en: 'Return address', zh: '退货地址' },
  received: { en: 'Received', zh: '已收到' },
  resaleable: { en: 'Fit to resell', zh: '可再售' },
  restockingFeePercent: { en: 'Restocking fee (%)', zh: '重新入库费（%）' },
  wrongPart: { en: 'Restocking fee: wrong part ordered (%)', zh: '重新入库费：订错零件（%）' },
  faulty: { en: 'Restocking fee: faulty (%)', zh: '重新入库费：有缺陷（%）' },
  notAsDescribed: { en: 'Restocking fee: not as described (%)', zh: '重新入库费：与描述不符（%）' },
  // Publishing.
  build: { en: 'Build', zh: '构建' },
  coalesced: { en: 'Joined a waiting build', zh: '并入等待中的构建' },
  state: { en: 'State', zh: '状态' },
  release: { en: 'Release', zh: '发布版本' },
  target: { en: 'Back to build', zh: '回滚至构建' },
} as const satisfies Record<string, BilingualText>;

export type ChangeField = keyof typeof CHANGE_FIELD_NAMES;

/** How the console reads a detail's yes-or-no values, and what stands between a field's name and its value. */
export const CHANGE_VALUE_WORDS = {
  yes: { en: 'yes', zh: '是' },
  no: { en: 'no', zh: '否' },
  colon: { en: ': ', zh: '：' },
} as const satisfies Record<string, BilingualText>;

/** A price-list rule's kind (the detail's `rule`), as the console's Price lists section names it. */
export const CHANGE_RULE_WORDS = {
  net: { en: 'net price', zh: '净价' },
  family: { en: 'percentage off a product family', zh: '产品系列折扣' },
  category: { en: 'percentage off a category', zh: '类别折扣' },
  catalogue: { en: 'percentage off the whole catalogue', zh: '整个目录折扣' },
} as const satisfies Record<string, BilingualText>;

/** The fields named in English, for the record's one-line summary (server/editor/*). */
export const englishFieldNames = (fields: object): string =>
  Object.keys(fields)
    .map((key) => (CHANGE_FIELD_NAMES as Record<string, BilingualText>)[key]?.en ?? key)
    .join(', ');
