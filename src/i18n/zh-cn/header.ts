import type { header as en } from '../en/header.ts';

export const header: typeof en = {
  logoLabel: 'Lihda Group 首页',
  primaryNav: '主导航',
  account: '账户',
  logIn: '登录',
  newAccount: '注册新账户',
  myAccount: '我的账户',
  logOut: '退出登录',
  basket: '购物篮',
  products: '产品',
  discover: '了解我们',
  ourServices: '我们的服务',
  aboutUs: '关于我们',
  technical: '技术资料',
  faq: '常见问题',
  contactUs: '联系我们',
  search: '搜索产品',
  searchPlaceholder: '零件编号或名称',
  searchButton: '搜索',
  contact: '联系方式',
};
