import type { common as en } from '../en/common.ts';

export const common: typeof en = {
  siteName: 'Lihda Group',
  tagline: '设计元件、柜门五金件与工件夹持',
  skipToContent: '跳到主要内容',
  languageSwitch: 'English',
  languageSwitchLabel: '切换到英文',
  close: '关闭',
  loading: '加载中…',
  error: '错误',
  landscapeWarning: '请使用横屏以获得更好的浏览体验。',
  reloadHint: '页面的部分内容未能加载，请刷新页面。',
  reload: '刷新',
  pleaseLogIn: '请先登录。',
  notFoundTitle: '页面未找到',
  notFoundText: '您要查找的页面不存在或已移动。',
  backHome: '返回首页',
  breadcrumb: '面包屑导航',
  home: '首页',
  lastUpdated: '最后更新：{date}',
};
