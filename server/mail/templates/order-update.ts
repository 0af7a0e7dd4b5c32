import type { BilingualText } from '#contract/i18n/text.ts';
import type { MailTemplate } from '../blocks.ts';

const TEXT = {
  en: { open: 'Open the order' },
  'zh-cn': { open: '查看订单' },
};

/**
 * What happened to an order, as the buyer's inbox message says it (shop/order-events.ts), with a
 * link to the order: one text for both the inbox and the e-mail.
 */
export const orderUpdate: MailTemplate<{ subject: BilingualText; body: BilingualText; orderId: number }> = (values, { language, link }) => {
  const zh = language === 'zh-cn';
  return {
    subject: zh ? values.subject.zh : values.subject.en,
    blocks: [
      { paragraph: zh ? values.body.zh : values.body.en },
      { action: { label: TEXT[language].open, href: link(`${zh ? '/zh-cn' : ''}/acOrderdetails/${values.orderId}`) } },
    ],
  };
};
