import type { signOn as en } from '../en/sign-on.ts';

export const signOn: typeof en = {
  offer: '贵公司通过其自己的单点登录为您登录。',
  continue: '通过公司单点登录继续',
  failures: {
    unavailable: '暂时无法连接贵公司的单点登录，请几分钟后再试。',
    refused: '贵公司的单点登录未能确认您的身份，因此您未能登录。请重试。',
    expired: '登录用时过长或并非从此处开始，请重新登录。',
    used: '此次登录已被使用，请重新登录。',
    notMember: '贵公司的单点登录确认的电子邮箱地址无法在此登录该公司账户。请联系贵公司的管理员。',
    tooMany: '登录失败次数过多，请等待几分钟后再试。',
    disabled: '此账户已被停用，请联系我们。',
  },
};
