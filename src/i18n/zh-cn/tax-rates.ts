import type { taxRates as english } from '../en/tax-rates.ts';

/** 控制台的增值税率部分（所有员工可查看，管理员可更改）。 */
export const taxRates: typeof english = {
  intro:
    '按货物目的地收取的增值税率。新税率自今天或以后某日起生效；已下的订单保留其收费时的税率。只有管理员可以添加或撤回税率。',
  regions: { GB: '大不列颠', XI: '北爱尔兰（BT 邮编）', export: '英国境外（零税率出口）' },
  caption: '按目的地的增值税率',
  region: '目的地',
  rate: '税率',
  effectiveFrom: '生效日期',
  state: '状态',
  addedBy: '添加人',
  actions: '操作',
  inForce: '生效中',
  toCome: '待生效',
  past: '已被取代',
  fromStart: '开店时设置',
  withdraw: '撤回{region}自 {day} 起的税率',
  withdrawLabel: '撤回',
  addTitle: '添加税率',
  ratePercent: '增值税率（%）',
  ratePercentHint: '0 到 100 之间的整数。',
  effectiveFromHint: '今天或以后的日期。',
  add: '添加税率',
};
