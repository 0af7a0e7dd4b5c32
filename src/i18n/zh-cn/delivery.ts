import type { deliveryServices as en } from '../en/delivery.ts';

export const deliveryServices: typeof en = {
  names: { standard: '标准配送', nextDay: '次日达' },
  legend: '配送服务（{zone}）',
  estimateLabel: '至{zone}的配送服务',
  option: '{service}：{price}',
  dates: '{dispatch} 发货，{deliver} 前送达',
  inTotals: '已计入合计',
  noService: '该包裹超出了此地址所有配送服务的重量上限，请向我们询价。',
  duties: {
    recipient: '未完税交货（DAP）：目的国的进口关税、税费和清关费用由收货人承担。',
    shop: '完税后交货（DDP）：进口关税和税费由我方承担。',
  },
  unweighed: '暂无法计算 {partNos} 的运费：尚未记录重量。请将其移除或向我们询价。',
};
