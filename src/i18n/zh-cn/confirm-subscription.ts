import type { confirmSubscription as en } from '../en/confirm-subscription.ts';

export const confirmSubscription: typeof en = {
  checking: '正在确认您的订阅…',
  confirmed: '谢谢！您的地址已加入我们的新闻通讯。',
  failed: '此链接无法使用。请在任意页面底部重新订阅，并点击新邮件中的链接。',
  noLink: '请通过我们邮件中的链接打开此页面。',
  home: '返回首页',
};
