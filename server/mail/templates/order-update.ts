import { BANK_LABELS } from '#contract/i18n/bank-labels.ts';
import type { AddressFields } from '#contract/calls/addresses.ts';
import type { BankDetails, OrderDetail } from '#contract/calls/orders.ts';
import { bankRows } from '#contract/rules/bank-rows.ts';
import { postalLines } from '#contract/rules/postal-lines.ts';
import { fill, type BilingualText, type Language } from '#contract/i18n/text.ts';
import type { MailBlock, MailTemplate } from '../blocks.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { percentText, savingOf } from '#contract/rules/price-saving.ts';

/** What an order e-mail shows of the order beside the news: written when the event is, so the e-mail matches it. */
export interface OrderMailFacts {
  lines: Array<{
    partNo: string;
    name: BilingualText;
    quantity: number;
    unitPricePence: number;
    lineTotalPence: number;
    /** The list price at that quantity and the company's own number (absent in e-mails queued before price lists). */
    listUnitPricePence?: number;
    customerPartNo?: string | null;
  }>;
  totals: OrderDetail['totals'];
  poReference: string;
  deliveryAddress: AddressFields;
  /** Where to send a bank transfer, when the buyer chose to pay that way. */
  bank: BankDetails | null;
  /** The parcel, when the news is a dispatch. */
  shipment: { carrier: string; trackingNo: string; trackingUrl: string } | null;
  /** The service chosen at checkout and the day promised (absent in e-mails queued before delivery services). */
  delivery?: { service: BilingualText; zone: BilingualText; deliverBy: string | null };
}

const TEXT = {
  en: {
    open: 'Open the order',
    head: ['Part number', 'Description', 'Qty', 'Unit price', 'Line total'],
    net: 'Net (ex VAT): {amount}',
    delivery: 'Delivery (ex VAT): {amount}',
    service: 'Delivery: {service} ({zone})',
    serviceBy: 'Delivery: {service} ({zone}), by {day}',
    vat: 'VAT at {rate}%: {amount}',
    gross: 'Total (GBP, inc VAT): {amount}',
    po: 'Your PO reference: {po}',
    deliverTo: 'Delivery address:',
    bank: 'Pay by bank transfer to:',
    pair: '{label}: {value}',
    bankLabels: BANK_LABELS.en,
    shipped: 'Sent with {carrier}, tracking number {trackingNo}.',
    track: 'Track the parcel',
    yourPartNo: '{name} (your part no {partNo})',
    belowList: '{price} (list {list}, {percent} off)',
  },
  'zh-cn': {
    open: '查看订单',
    head: ['零件编号', '描述', '数量', '单价', '小计'],
    net: '商品合计（不含增值税）：{amount}',
    delivery: '运费（不含增值税）：{amount}',
    service: '配送：{service}（{zone}）',
    serviceBy: '配送：{service}（{zone}），预计 {day} 前送达',
    vat: '增值税 {rate}%：{amount}',
    gross: '总计（英镑，含增值税）：{amount}',
    po: '您的采购单号：{po}',
    deliverTo: '送货地址：',
    bank: '请通过银行转账付款至：',
    pair: '{label}：{value}',
    bankLabels: BANK_LABELS['zh-cn'],
    shipped: '已由 {carrier} 发出，运单号 {trackingNo}。',
    track: '跟踪包裹',
    yourPartNo: '{name}（贵司零件编号 {partNo}）',
    belowList: '{price}（目录价 {list}，优惠 {percent}）',
  },
} satisfies Record<Language, unknown>;

/** Only a web address is offered as a link: staff type the tracking URL. */
const isWebAddress = (url: string) => /^https?:\/\/[^\s]+$/i.test(url);

type MailLine = OrderMailFacts['lines'][number];

/** The part's name, with the company's own number for it when it has one (one line: the text e-mail is a table of lines). */
function describe(line: MailLine, language: Language): string {
  const name = language === 'zh-cn' ? line.name.zh || line.name.en : line.name.en;
  return line.customerPartNo ? fill(TEXT[language].yourPartNo, { name, partNo: line.customerPartNo }) : name;
}

/** The unit price paid, with the list price and the saving beside it when a price list gave less. */
function unitPrice(line: MailLine, language: Language): string {
  const price = formatPence(line.unitPricePence);
  const saving = line.listUnitPricePence === undefined ? null : savingOf(line.listUnitPricePence, line.unitPricePence);
  return saving
    ? fill(TEXT[language].belowList, {
        price,
        list: formatPence(line.listUnitPricePence!),
        percent: percentText(saving.percent),
      })
    : price;
}

/** The service, its zone and the day promised, in the reader's language. */
function serviceLine(delivery: NonNullable<OrderMailFacts['delivery']>, language: Language): string {
  const pick = (text: BilingualText) => (language === 'zh-cn' ? text.zh : text.en);
  const words = { service: pick(delivery.service), zone: pick(delivery.zone) };
  const t = TEXT[language];
  return delivery.deliverBy
    ? fill(t.serviceBy, { ...words, day: formatDate(`${delivery.deliverBy}T12:00:00Z`, language) })
    : fill(t.service, words);
}

function factBlocks(facts: OrderMailFacts, language: Language): MailBlock[] {
  const t = TEXT[language];
  const { totals } = facts;
  const blocks: MailBlock[] = [];
  if (facts.shipment) {
    blocks.push({ paragraph: fill(t.shipped, facts.shipment) });
    if (isWebAddress(facts.shipment.trackingUrl))
      blocks.push({ action: { label: t.track, href: facts.shipment.trackingUrl } });
  }
  blocks.push({
    table: {
      head: t.head,
      rows: facts.lines.map((l) => [
        l.partNo,
        describe(l, language),
        String(l.quantity),
        unitPrice(l, language),
        formatPence(l.lineTotalPence),
      ]),
    },
  });
  blocks.push({
    paragraph: [
      fill(t.net, { amount: formatPence(totals.subtotalPence) }),
      fill(t.delivery, { amount: formatPence(totals.deliveryPence) }),
      ...(facts.delivery ? [serviceLine(facts.delivery, language)] : []),
      fill(t.vat, { rate: totals.vatRatePercent, amount: formatPence(totals.vatPence) }),
      fill(t.gross, { amount: formatPence(totals.totalPence) }),
      ...(facts.poReference ? [fill(t.po, { po: facts.poReference })] : []),
    ].join('\n'),
  });
  blocks.push({ paragraph: [t.deliverTo, ...postalLines(facts.deliveryAddress, language)].join('\n') });
  if (facts.bank)
    blocks.push({
      paragraph: [
        t.bank,
        ...bankRows(facts.bank, t.bankLabels).map(([label, value]) => fill(t.pair, { label, value })),
      ].join('\n'),
    });
  return blocks;
}

/**
 * What happened to an order, as the inbox message says it (shop/order-events.ts), with the order's
 * lines, totals, delivery address, and the bank details or the parcel's tracking when they matter,
 * and a link to the order: one text for both the inbox and the e-mail.
 */
export const orderUpdate: MailTemplate<{
  subject: BilingualText;
  body: BilingualText;
  orderId: number;
  order?: OrderMailFacts;
}> = (values, { language, link }) => {
  const zh = language === 'zh-cn';
  return {
    subject: zh ? values.subject.zh : values.subject.en,
    blocks: [
      { paragraph: zh ? values.body.zh : values.body.en },
      ...(values.order ? factBlocks(values.order, language) : []),
      { action: { label: TEXT[language].open, href: link(`${zh ? '/zh-cn' : ''}/acOrderdetails/${values.orderId}`) } },
    ],
  };
};
