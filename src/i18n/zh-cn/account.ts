import type { account as en } from '../en/account.ts';

export const account: typeof en = {
  logInPrompt: '请登录后查看此页面。登录后您将回到这里。',
  logIn: '登录',
  loading: '正在加载…',
  loadFailed: '无法加载。',
  loadAgain: '重试',
};
