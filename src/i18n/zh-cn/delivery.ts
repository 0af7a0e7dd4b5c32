import type { deliveryServices as en } from '../en/delivery.ts';

export const deliveryServices: typeof en = {
  names: { standard: '标准配送', nextDay: '次日达' },
  legend: '配送服务（{zone}）',
  estimateLabel: '至{zone}的配送服务',
  option: '{service}：{price}',
  dates: '{dispatch} 发货，{deliver} 前送达',
  inTotals: '已计入合计',
  noService: '该包裹超出了此地址所有配送服务的重量上限，请向我们询价。',
  unweighed: '暂无法计算 {partNos} 的运费：尚未记录重量。请将其移除或向我们询价。',
};
