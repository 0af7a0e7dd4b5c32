import type { resetPassword as en } from '../en/reset-password.ts';

export const resetPassword: typeof en = {
  askIntro: '请输入您账户的电子邮箱地址。我们会向其发送设置新密码的链接，此链接仅可使用一次，有效期一小时。',
  email: '电子邮箱地址',
  send: '发送链接',
  sending: '正在发送…',
  sent: '如果 {email} 已注册账户，我们已向其发送设置新密码的链接。此链接仅可使用一次，有效期一小时。请查看您的收件箱（以及垃圾邮件文件夹）。',
  chooseIntro: '请为您的账户设置新密码。其他所有登录会话将退出，您将在此登录。',
  password: '新密码',
  passwordConfirm: '确认新密码',
  save: '保存新密码',
  saving: '正在保存…',
  done: '您的密码已更改，您现已登录。',
  doneSignIn: '您的密码已更改。请用新密码和第二重验证登录。',
  linkFailed: '此链接无法使用。您可以在下方重新申请。',
  askAgain: '重新申请链接',
};
