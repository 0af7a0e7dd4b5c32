import type { account as en } from '../en/account.ts';

export const account: typeof en = {
  logInPrompt: '请登录后查看此页面。登录后您将回到这里。',
  punchOutClosed: '采购系统会话中不开放账户页面。请将商品加入购物篮并传回您的采购系统。',
  logIn: '登录',
  loading: '正在加载…',
  loadFailed: '无法加载。',
  loadAgain: '重试',
};
