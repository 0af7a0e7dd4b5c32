import type { signIn as en } from '../en/sign-in.ts';
import { signOn } from './sign-on.ts';

export const signIn: typeof en = {
  title: '登录',
  signOn,
  email: '电子邮箱',
  password: '密码',
  rememberMe: '记住我',
  submit: '登录',
  newAccount: '注册新账户',
  forgotPassword: '忘记密码？',
  close: '关闭',
  emailRequired: '请输入您的电子邮箱地址',
  passwordRequired: '请输入您的密码',
  tooLong: '{field}不能超过{n}个字符',
  welcome: '欢迎来到 Lihda Group。',
  loggingIn: '正在登录…',
};
