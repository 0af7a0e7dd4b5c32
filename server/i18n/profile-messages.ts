import type { BilingualText } from '#contract/i18n/text.ts';

/** Messages of the profile calls (pri/profileUpdate, pri/passwordChange, pri/preferencesUpdate, the address book), in both languages. */
export const PROFILE_MESSAGES = {
  profileSaved: { en: 'Your details have been saved.', zh: '您的资料已保存。' },
  emailInUse: {
    en: 'Another account already uses this email address. Please enter a different one.',
    zh: '此电子邮箱地址已被其他账户使用，请输入其他地址。',
  },
  tooManyEmailChanges: {
    en: 'You have changed your email address {max} times in the last 24 hours, the most allowed. Please try again tomorrow.',
    zh: '您在过去 24 小时内已更改电子邮箱地址 {max} 次，已达上限。请明天再试。',
  },
  passwordNeededForEmail: {
    en: 'Enter your current password to change your email address',
    zh: '更改电子邮箱地址需要输入当前密码',
  },
  wrongPassword: { en: 'The current password is incorrect.', zh: '当前密码不正确。' },
  samePassword: { en: 'The new password must be different from the current one', zh: '新密码不能与当前密码相同' },
  passwordChanged: {
    en: 'Your password has been changed. You have been logged out everywhere else.',
    zh: '您的密码已更改，其他设备上的登录均已退出。',
  },
  preferencesSaved: { en: 'Your preferences have been saved.', zh: '您的偏好设置已保存。' },
  addressSaved: { en: 'Address saved.', zh: '地址已保存。' },
  addressDeleted: { en: 'Address deleted.', zh: '地址已删除。' },
  defaultSet: { en: 'Default address changed.', zh: '默认地址已更改。' },
} as const satisfies Record<string, BilingualText>;
