import type { footer as en } from '../en/footer.ts';

export const footer: typeof en = {
  newsletterTitle: '新闻通讯',
  newsletterText: '新产品、技术文章和优惠信息，大约每月一期。',
  newsletterEmail: '新闻通讯电子邮箱',
  newsletterPlaceholder: 'you@company.com',
  subscribe: '订阅',
  invalidEmail: '请输入有效的电子邮箱地址',
  contactTitle: '联系方式',
  servicesTitle: '我们的服务',
  legalTitle: '法律信息',
  copyrightLink: '版权声明',
  terms: '条款与条件',
  privacy: '隐私政策',
  cookies: 'Cookie 政策',
  paymentTitle: '支付方式',
  copyright: '© {year} Lihda Group Ltd. 保留所有权利。',
  company: '英格兰及威尔士注册公司编号 {registration} · 增值税号 {vat} · EORI {eori} · XI EORI {xieori}',
  phone: '电话',
  email: '电子邮箱',
};
