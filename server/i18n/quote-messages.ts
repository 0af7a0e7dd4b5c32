import type { BilingualText } from '#contract/i18n/text.ts';
import type { InboxTemplate } from '../shop/inbox.ts';

/** Refusals of the quote calls, in both languages; placeholders are filled with fillBoth(). */
export const QUOTE_MESSAGES = {
  noSuchQuote: { en: 'There is no such quote.', zh: '没有此报价。' },
  noQuotationYet: {
    en: 'No version of this quote has been sent yet, so there is no quotation to download.',
    zh: '此报价尚未发送任何版本，暂无可下载的报价单。',
  },
  partOrBasket: {
    en: 'Ask for a quote either from the basket or for one part number with its quantity.',
    zh: '请从购物篮询价，或为一个零件编号及其数量询价（二选一）。',
  },
  partLinesAlone: {
    en: 'Parts listed by part number go alone: each row holds its own quantity, target price and note, without the basket or a single part.',
    zh: '按零件编号列出的零件须单独提交：每行自带数量、目标价格和备注，不能同时从购物篮或为单个零件询价。',
  },
  partLineFormat: {
    en: 'Row {row}: write "part number | quantity | target unit price in pence | note", such as LH-2101-M8 | 500 | 45 | zinc plated (the price and note may be left out).',
    zh: '第 {row} 行：请按“零件编号 | 数量 | 目标单价（便士） | 备注”填写，例如 LH-2101-M8 | 500 | 45 | 镀锌（价格和备注可省略）。',
  },
  partLineQuantity: {
    en: 'Line {line}: the quantity must be a whole number from 1 to {max}.',
    zh: '第 {line} 行：数量必须是 1 到 {max} 之间的整数。',
  },
  partAndQuantity: { en: 'Give the part number and the quantity to quote.', zh: '请填写需要报价的零件编号和数量。' },
  detailFormat: {
    en: 'Row {row}: write "line | target unit price in pence | note", such as 2 | 45 | M10 instead of M8 (either may be blank).',
    zh: '第 {row} 行：请按“行号 | 目标单价（便士） | 备注”填写，例如 2 | 45 | M10 instead of M8（两者均可留空）。',
  },
  detailTarget: {
    en: 'Line {line}: the target price must be whole pence from 1 to {max}.',
    zh: '第 {line} 行：目标价格必须是 1 到 {max} 之间的整数（便士）。',
  },
  detailNoteLength: {
    en: 'Line {line}: a note may hold up to {max} characters.',
    zh: '第 {line} 行：备注最多 {max} 个字符。',
  },
  detailsOnlyFromBasket: {
    en: 'Target prices and notes by line go with a request from the basket; for one part use the target price and note fields.',
    zh: '按行填写的目标价格和备注仅用于从购物篮询价；单个零件请使用目标价格和备注字段。',
  },
  basketEmpty: {
    en: 'Your basket is empty: add the parts you want quoted first.',
    zh: '您的购物篮是空的：请先添加需要报价的零件。',
  },
  tooManyLines: { en: 'A quote can hold at most {max} lines.', zh: '一份报价最多包含 {max} 行。' },
  notForSale: { en: 'Part {partNo} is not sold in this shop.', zh: '本店不销售零件 {partNo}。' },
  neededByPast: { en: 'The needed-by date is in the past.', zh: '需求日期已过。' },
  validityPast: { en: 'The valid-until date must be today or later.', zh: '有效期截止日期必须是今天或以后。' },
  validityTooLong: { en: 'A quote can be valid for at most {max} days.', zh: '报价有效期最多 {max} 天。' },
  lineFormat: {
    en: 'Line {row}: write "line | price breaks | lead time days | alternative part number (optional)", such as 1 | 1:950;500:880 | 10.',
    zh: '第 {row} 行：请按“行号 | 价格阶梯 | 交货天数 | 替代零件编号（可选）”填写，例如 1 | 1:950;500:880 | 10。',
  },
  leadTime: {
    en: 'Line {line}: the lead time must be whole days from 0 to {max}.',
    zh: '第 {line} 行：交货期必须是 0 到 {max} 之间的整天数。',
  },
  unknownLine: { en: 'The request has no line {line}.', zh: '询价中没有第 {line} 行。' },
  lineTwice: { en: 'Line {line} is priced twice.', zh: '第 {line} 行重复报价。' },
  lineMissing: { en: 'Line {line} of the request has no price.', zh: '询价的第 {line} 行没有报价。' },
  versionChanged: {
    en: 'This quote has a newer version ({versionNo}): read it before you accept.',
    zh: '此报价已有新版本（{versionNo}）：请先查看再接受。',
  },
  expired: { en: 'This quote expired on {day}: ask for a new one.', zh: '此报价已于 {day} 过期：请重新询价。' },
  wrongCountry: {
    en: 'This quote is for delivery to {country}: choose a delivery address there.',
    zh: '此报价的收货国家为{country}：请选择该国家的收货地址。',
  },
  notYours: { en: 'Only the buyer who asked for this quote can do that.', zh: '只有提出此询价的买家才能进行该操作。' },
  nothingWaiting: { en: 'No version of this quote is waiting for approval.', zh: '此报价没有等待审批的版本。' },
  alreadyWaiting: {
    en: 'A version of this quote is already waiting for approval.',
    zh: '此报价已有一个版本在等待审批。',
  },
  noSuchFamily: { en: 'There is no product family {id}.', zh: '没有编号为 {id} 的产品系列。' },
  noFamilyNamed: {
    en: 'No product family has the code, part number or name "{family}".',
    zh: '没有代码、零件编号或名称为“{family}”的产品系列。',
  },
  familyNameShared: {
    en: 'Several product families are named "{family}": give the family code or a part number.',
    zh: '有多个产品系列名为“{family}”：请填写系列代码或零件编号。',
  },
  noOwnFloor: {
    en: 'Product family {id} has no floor of its own: the default applies to it.',
    zh: '产品系列 {id} 没有单独设置的底价：适用默认底价。',
  },
} as const satisfies Record<string, BilingualText>;

/** A problem of one line of a request or a version, in both languages: "Line 2: …". */
export function onLine(line: number, problem: BilingualText): BilingualText {
  return { en: `Line ${line}: ${problem.en}`, zh: `第 ${line} 行：${problem.zh}` };
}

const quoteMessage = (subject: BilingualText, body: BilingualText): InboxTemplate => ({ kind: 'quote', subject, body });

/** What the buyer (and sales) are told at each step, in the inbox and by e-mail; {quoteNo} etc. are filled per quote. */
export const QUOTE_NEWS = {
  requestReceived: quoteMessage(
    { en: 'Quote request {quoteNo} received', zh: '已收到询价 {quoteNo}' },
    {
      en: 'Thank you. We have your request for a quote, {quoteNo}, for {lineCount, plural, one {# line} other {# lines}}, and will answer it soon.',
      zh: '谢谢！我们已收到您的询价 {quoteNo}（共 {lineCount} 行），将尽快答复。',
    },
  ),
  requestToSales: quoteMessage(
    { en: 'New quote request {quoteNo} from {buyer}', zh: '{buyer} 的新询价 {quoteNo}' },
    {
      en: "{buyer} ({company}) asks for a quote, {quoteNo}, for {lineCount, plural, one {# line} other {# lines}}. It is in the console's quote queue.",
      zh: '{buyer}（{company}）提交了询价 {quoteNo}（共 {lineCount} 行），请在控制台的报价队列中处理。',
    },
  ),
  sent: quoteMessage(
    { en: 'Your quote {quoteNo} is ready', zh: '您的报价 {quoteNo} 已就绪' },
    {
      en: 'We have quoted {total} ex VAT for {quoteNo}, valid until {validUntil}. Open the quote to read it, accept it or ask for a change.',
      zh: '我们已就 {quoteNo} 报价 {total}（不含增值税），有效期至 {validUntil}。请打开报价查看、接受或要求修改。',
    },
  ),
  revised: quoteMessage(
    { en: 'Quote {quoteNo} revised (version {versionNo})', zh: '报价 {quoteNo} 已修改（第 {versionNo} 版）' },
    {
      en: 'We have revised quote {quoteNo}: {total} ex VAT, valid until {validUntil}. Open the quote to see what changed.',
      zh: '我们已修改报价 {quoteNo}：{total}（不含增值税），有效期至 {validUntil}。请打开报价查看修改内容。',
    },
  ),
  expiring: quoteMessage(
    { en: 'Quote {quoteNo} expires on {validUntil}', zh: '报价 {quoteNo} 将于 {validUntil} 过期' },
    {
      en: 'Quote {quoteNo} ({total} ex VAT) is valid until {validUntil}. Accept it before then to order at its prices.',
      zh: '报价 {quoteNo}（{total}，不含增值税）有效期至 {validUntil}。请在此之前接受，以按报价下单。',
    },
  ),
  expired: quoteMessage(
    { en: 'Quote {quoteNo} has expired', zh: '报价 {quoteNo} 已过期' },
    {
      en: 'Quote {quoteNo} was valid until {validUntil} and has expired. Ask for a new quote if you still need the parts.',
      zh: '报价 {quoteNo} 的有效期至 {validUntil}，现已过期。如仍需要这些零件，请重新询价。',
    },
  ),
  accepted: quoteMessage(
    { en: 'Quote {quoteNo} accepted: order {orderNo}', zh: '报价 {quoteNo} 已接受：订单 {orderNo}' },
    {
      en: 'Quote {quoteNo} was accepted and became order {orderNo} for {orderTotal} including VAT.',
      zh: '报价 {quoteNo} 已被接受，并生成订单 {orderNo}，含增值税总额 {orderTotal}。',
    },
  ),
  changeAsked: quoteMessage(
    { en: '{buyer} asks for a change to quote {quoteNo}', zh: '{buyer} 要求修改报价 {quoteNo}' },
    {
      en: "{buyer} asks for a change to quote {quoteNo}; the message is in the quote's thread. It is back in the quote queue.",
      zh: '{buyer} 要求修改报价 {quoteNo}，留言见报价的消息记录。该报价已回到报价队列。',
    },
  ),
  declinedByBuyer: quoteMessage(
    { en: '{buyer} declined quote {quoteNo}', zh: '{buyer} 拒绝了报价 {quoteNo}' },
    { en: '{buyer} declined quote {quoteNo}.', zh: '{buyer} 拒绝了报价 {quoteNo}。' },
  ),
  withdrawn: quoteMessage(
    { en: '{buyer} withdrew quote request {quoteNo}', zh: '{buyer} 撤回了询价 {quoteNo}' },
    { en: '{buyer} withdrew quote request {quoteNo}.', zh: '{buyer} 撤回了询价 {quoteNo}。' },
  ),
  declinedBySales: quoteMessage(
    { en: 'We cannot quote {quoteNo}', zh: '我们无法对 {quoteNo} 报价' },
    {
      en: "We are sorry: we have declined quote request {quoteNo}. Our reason is in the quote's messages.",
      zh: '很抱歉，我们已拒绝询价 {quoteNo}，原因见报价的消息记录。',
    },
  ),
  needsApproval: quoteMessage(
    { en: 'Quote {quoteNo} waits for your approval', zh: '报价 {quoteNo} 等待您的审批' },
    {
      en: '{staff} priced quote {quoteNo} below the cost-guard floor. Approve it in the console to send it.',
      zh: '{staff} 对报价 {quoteNo} 的报价低于成本底价，请在控制台中审批后发送。',
    },
  ),
} as const satisfies Record<string, InboxTemplate>;
