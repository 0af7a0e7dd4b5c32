import { formatPence } from '#contract/format/money.ts';
import { fill, type BilingualText } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

/** A quoted line as an e-mail shows it. */
export interface QuoteMailLine {
  partNo: string;
  name: BilingualText;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  leadTimeDays: number;
}

const TEXT = {
  en: {
    openBuyer: 'Open the quote',
    openStaff: 'Open the staff console',
    head: ['Part number', 'Description', 'Qty', 'Unit price', 'Line total', 'Lead time'],
    days: '{n, plural, one {# day} other {# days}}',
  },
  'zh-cn': {
    openBuyer: '查看报价',
    openStaff: '打开员工后台',
    head: ['零件编号', '描述', '数量', '单价', '小计', '交货期'],
    days: '{n} 天',
  },
};

/**
 * What happened to a quote, as the inbox message says it (server/quotes/quote-news.ts), with the
 * quoted lines when there are prices to show, and a link: the buyer's to the quote, staff's to the console.
 */
export const quoteUpdate: MailTemplate<{
  subject: BilingualText;
  body: BilingualText;
  quoteId: number;
  forStaff: boolean;
  lines: QuoteMailLine[];
}> = (values, { language, link }) => {
  const zh = language === 'zh-cn';
  const t = TEXT[language];
  const href = values.forStaff
    ? zh
      ? '/zh-cn/editor'
      : '/editor'
    : `${zh ? '/zh-cn' : ''}/acQuotedetails/${values.quoteId}`;
  return {
    subject: zh ? values.subject.zh : values.subject.en,
    blocks: [
      { paragraph: zh ? values.body.zh : values.body.en },
      ...(values.lines.length > 0
        ? [
            {
              table: {
                head: t.head,
                rows: values.lines.map((l) => [
                  l.partNo,
                  zh ? l.name.zh || l.name.en : l.name.en,
                  String(l.quantity),
                  formatPence(l.unitPricePence),
                  formatPence(l.lineTotalPence),
                  fill(t.days, { n: l.leadTimeDays }),
                ]),
              },
            },
          ]
        : []),
      { action: { label: values.forStaff ? t.openStaff : t.openBuyer, href: link(href) } },
    ],
  };
};
