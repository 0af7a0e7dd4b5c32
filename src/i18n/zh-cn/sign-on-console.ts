import type { signOnConsole as en } from '../en/sign-on-console.ts';

export const signOnConsole: typeof en = {
  title: '单点登录',
  intro:
    '电子邮箱属于以下域名的成员通过公司的 OpenID Connect 身份提供方登录，而不使用密码。请在身份提供方登记本商店的返回地址：{returnUri}',
  notSet: '未设置：成员使用密码登录。',
  issuer: '签发方（https 地址）',
  clientId: '客户端 ID',
  clientSecret: '客户端密钥',
  secretKept: '已保存密钥，且从不显示。留空则保留原密钥。',
  domains: '电子邮箱域名',
  domainsHint: '用逗号分隔，例如 acme.com, acme.co.uk。一个域名只能属于一家公司。',
  save: '保存单点登录',
  remove: '移除单点登录',
  required: '请输入{field}',
  removed: '已移除：成员恢复使用密码登录。',
};
