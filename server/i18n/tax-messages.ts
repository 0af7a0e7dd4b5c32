import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the VAT rates and the buyers' VAT and EORI numbers (server/tax/), in both languages. */
export const TAX_MESSAGES = {
  rateInThePast: {
    en: 'A VAT rate cannot take effect on a day that has passed: choose today ({today}) or later.',
    zh: '增值税率不能在已过去的日期生效：请选择今天（{today}）或之后的日期。',
  },
  notADay: { en: 'There is no such day in the calendar.', zh: '日历中没有这一天。' },
  rateAdded: {
    en: 'The rate has been added: it applies to orders from {day}.',
    zh: '税率已添加：自 {day} 起适用于订单。',
  },
  noSuchRate: { en: 'There is no such rate.', zh: '没有此税率。' },
  rateAlreadyInForce: {
    en: 'This rate has taken effect and orders have been charged at it: add a new rate from a later day instead.',
    zh: '此税率已生效且已有订单按其收费：请改为添加自以后某日生效的新税率。',
  },
  rateWithdrawn: { en: 'The rate has been withdrawn.', zh: '税率已撤回。' },
  vatNoNotRegistered: {
    en: 'This VAT number is written correctly but the tax authority’s register does not know it: please check it with your accounts team.',
    zh: '此增值税号格式正确，但税务机关的登记中没有此号码：请与您的财务部门核对。',
  },
  companyNumbersApply: {
    en: 'You order for a company: your orders are invoiced with the company’s VAT number, which its admin keeps under Team.',
    zh: '您代表公司下单：订单发票使用公司的增值税号，由公司管理员在“团队”中维护。',
  },
  taxNumbersSaved: { en: 'Your VAT and EORI numbers have been saved.', zh: '您的增值税号和 EORI 号码已保存。' },
} as const satisfies Record<string, BilingualText>;
