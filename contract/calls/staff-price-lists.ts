import * as T from 'typebox';
import { defineCall, enumOf, orNull } from '../call.ts';
import { decimal, emptyBody, fields, idField, oneOf, text, yesNo } from '../fields.ts';
import { LIMITS } from '../limits/fields.ts';
import { dayField } from '../rules/calendar-day.ts';
import { PriceBreak } from './catalogue.ts';
import { CUSTOMER_PART_NO_PATTERN } from '../rules/customer-part-no.ts';

/**
 * Trade price lists in the staff console (sales and admins; docs/pricing.md): the lists, one list
 * with its rules and who has it, and changes one at a time, each in one transaction and audited.
 */

export const PRICE_LIST_RULE_KINDS = ['net', 'family', 'category', 'catalogue'] as const;

export const PRICE_LIST_LIMITS = {
  name: 100,
  /** "minQty:pence" pairs separated by ';', as the catalogue import writes price breaks. */
  breaksText: 400,
} as const;

const Day = orNull(T.String({ description: 'YYYY-MM-DD, both ends included; null: open' }));

export const PriceListRule = T.Object({
  id: T.Integer(),
  kind: enumOf(PRICE_LIST_RULE_KINDS),
  partNo: orNull(T.String()),
  familyId: orNull(T.Integer()),
  categoryId: orNull(T.Integer()),
  /** Family, category and catalogue rules: 0 to 100. */
  percentOff: orNull(T.Number()),
  /** Net rules: the net price breaks, lowest quantity first. */
  breaks: T.Array(PriceBreak),
});
export type PriceListRule = T.Static<typeof PriceListRule>;

export const PriceListRow = T.Object({
  id: T.Integer(),
  name: T.String(),
  currency: T.String(),
  validFrom: Day,
  validUntil: Day,
  ruleCount: T.Integer(),
  companies: T.Array(T.Object({ id: T.Integer(), name: T.String() })),
  accounts: T.Array(T.Object({ id: T.Integer(), email: T.String() })),
});
export type PriceListRow = T.Static<typeof PriceListRow>;

export const PriceListDetail = T.Object({ ...PriceListRow.properties, rules: T.Array(PriceListRule) });
export type PriceListDetail = T.Static<typeof PriceListDetail>;

const LABELS = {
  priceList: { en: 'price list', zh: '价格表' },
  name: { en: 'price list name', zh: '价格表名称' },
  validFrom: { en: 'valid from', zh: '生效日期' },
  validUntil: { en: 'valid until', zh: '截止日期' },
  kind: { en: 'kind of rule', zh: '规则类型' },
  partNo: { en: 'part number', zh: '零件编号' },
  family: { en: 'product family', zh: '产品系列' },
  category: { en: 'category', zh: '类别' },
  percentOff: { en: 'percentage off', zh: '折扣百分比' },
  breaks: { en: 'net price breaks', zh: '净价阶梯' },
  rule: { en: 'rule', zh: '规则' },
  company: { en: 'company', zh: '公司' },
  account: { en: 'account', zh: '账户' },
  assigned: { en: 'assigned', zh: '已分配' },
  customerPartNo: { en: 'customer part number', zh: '客户零件编号' },
} as const;

export const staffPriceListList = defineCall({
  path: 'staff/priceListList',
  caller: 'sales',
  tag: 'staff',
  summary: 'Every price list by name, with its days, rule count and who has it',
  body: emptyBody,
  answer: T.Object({ list: T.Array(PriceListRow) }),
});

export const staffPriceListGet = defineCall({
  path: 'staff/priceListGet',
  caller: 'sales',
  tag: 'staff',
  summary: 'One price list: its days, rules and who has it',
  body: fields({ id: idField(LABELS.priceList) }),
  answer: PriceListDetail,
});

export const staffPriceListSave = defineCall({
  path: 'staff/priceListSave',
  caller: 'sales',
  tag: 'staff',
  summary:
    "Create a price list (no id) or set one's name and days (left out: open); refused when the days overlap another list of the same company or account",
  body: fields({
    id: T.Optional(idField(LABELS.priceList)),
    name: text({ label: LABELS.name, required: true, max: PRICE_LIST_LIMITS.name }),
    validFrom: dayField(LABELS.validFrom),
    validUntil: dayField(LABELS.validUntil),
  }),
  answer: PriceListDetail,
});

export const staffPriceListRuleSave = defineCall({
  path: 'staff/priceListRuleSave',
  caller: 'sales',
  tag: 'staff',
  summary: "Set one rule of a price list, replacing the list's rule for the same part, family, category or catalogue",
  body: fields({
    priceListId: idField(LABELS.priceList),
    kind: oneOf({ label: LABELS.kind, required: true, values: PRICE_LIST_RULE_KINDS }),
    partNo: text({ label: LABELS.partNo, max: LIMITS.partNumber }),
    familyId: T.Optional(idField(LABELS.family)),
    categoryId: T.Optional(idField(LABELS.category)),
    percentOff: decimal({ label: LABELS.percentOff, min: 0, max: 100 }),
    breaks: text({ label: LABELS.breaks, max: PRICE_LIST_LIMITS.breaksText }),
  }),
  answer: PriceListDetail,
});

export const staffPriceListRuleRemove = defineCall({
  path: 'staff/priceListRuleRemove',
  caller: 'sales',
  tag: 'staff',
  summary: 'Remove one rule of a price list',
  body: fields({ priceListId: idField(LABELS.priceList), ruleId: idField(LABELS.rule) }),
  answer: PriceListDetail,
});

export const staffPriceListAssign = defineCall({
  path: 'staff/priceListAssign',
  caller: 'sales',
  tag: 'staff',
  summary:
    'Give a price list to a company (all its members) or one account, or take it back; refused when its days overlap another list of theirs',
  body: fields({
    priceListId: idField(LABELS.priceList),
    companyId: T.Optional(idField(LABELS.company)),
    userId: T.Optional(idField(LABELS.account)),
    assigned: yesNo({ label: LABELS.assigned, required: true }),
  }),
  answer: PriceListDetail,
});

export const customerPartNoFields = {
  partNo: text({ label: LABELS.partNo, required: true, max: LIMITS.partNumber }),
  /** Blank removes the company's number for the part. */
  customerPartNo: text({
    label: LABELS.customerPartNo,
    max: LIMITS.partNumber,
    pattern: CUSTOMER_PART_NO_PATTERN,
    patternMessage: {
      en: 'Use letters, digits, dots, slashes and single dashes only',
      zh: '只能使用字母、数字、点、斜杠和单个连字符',
    },
    keepBlank: true,
  }),
};

export const CustomerPartNoAnswer = T.Object({
  companyId: T.Integer(),
  partNo: T.String(),
  customerPartNo: orNull(T.String()),
});
export type CustomerPartNoAnswer = T.Static<typeof CustomerPartNoAnswer>;

export const staffCustomerPartNoSave = defineCall({
  path: 'staff/customerPartNoSave',
  caller: 'sales',
  tag: 'staff',
  summary: "Set (or with a blank number remove) a company's own number for one of our parts",
  body: fields({ companyId: idField(LABELS.company), ...customerPartNoFields }),
  answer: CustomerPartNoAnswer,
});
