import type { prices as en } from '../en/prices.ts';

/** 登录买家的专属价格与目录价并列显示。 */
export const prices: typeof en = {
  listPrice: '目录价',
  saving: '节省 {amount}（{percent}%）',
  savingShort: '省 {percent}%',
  customerPartNo: '贵司编号 {partNo}',
  listSaving: '相比目录价节省',
};
