import type { taxNumbers as english } from '../en/tax-numbers.ts';

/** 增值税号和 EORI 号码：/acInformation（个人）和 /acTeam（公司）。 */
export const taxNumbers: typeof english = {
  title: '增值税号和 EORI 号码',
  intro: '打印在您的发票上。保存时会检查增值税号的格式和校验位。',
  companyIntro: '打印在团队所下每个订单的发票上。保存时会检查增值税号的格式和校验位。',
  vatNo: '增值税号',
  vatNoHint: '包括国家代码，例如 GB123456789 或 DE123456789。如没有，请留空。',
  eoriNo: 'EORI 号码',
  eoriNoHint: '用于运往英国境外的货物，例如 GB123456789000。可选。',
  tooLong: '最多输入 {max} 个字符',
  save: '保存号码',
  saving: '正在保存…',
  saved: '增值税号和 EORI 号码已保存。',
  formatChecked: '已于 {date} 检查格式和校验位。',
  confirmedOnline: '已于 {date} 在税务机关登记中确认。',
  none: '无',
  companyNumbers: '您代表公司下单：订单发票使用公司的号码，由公司管理员在“团队”页面维护。',
  goToTeam: '前往团队',
  readOnly: '只有管理员可以更改公司的号码。',
  loading: '正在加载…',
};
