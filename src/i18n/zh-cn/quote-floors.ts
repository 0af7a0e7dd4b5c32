import type { quoteFloors as english } from '../en/quote-floors.ts';

/** 控制台“报价底价”部分的文字：每个产品系列的成本保护底价（docs/quotes.md）。 */
export const quoteFloors: typeof english = {
  intro:
    '报价单价低于其产品系列的底价时，需等待管理员审批。未单独设置底价的系列使用默认底价：标价的 {percent}%。只有管理员可以设置、修改或删除底价。',
  searchLabel: '查找已设底价的系列',
  search: '代码、零件编号或名称',
  find: '查找',
  caption: '单独设置了底价的产品系列',
  code: '系列代码',
  family: '产品系列',
  floor: '底价',
  actions: '操作',
  count: '共 {total} 个系列',
  none: '尚无产品系列单独设置底价。',
  noneFound: '没有符合条件的已设底价系列。',
  change: '修改{family}的底价',
  changeLabel: '修改',
  remove: '删除{family}的底价',
  removeLabel: '删除',
  removed: '已删除{family}的底价：改用默认底价 {percent}%。',
  formTitle: '设置底价',
  familyField: '产品系列（代码、零件编号或名称）',
  familyHint: '例如系列代码、其任一零件编号，或其英文或中文名称。',
  percentField: '底价（标价的百分比）',
  percentHint: '0 到 100；保留两位小数，例如 62.5。',
  save: '保存底价',
  saved: '已保存：{family}，标价的 {percent}%。',
};
