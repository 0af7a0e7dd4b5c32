import { signOn } from './sign-on.ts';

/** The sign-in dialog and session messages. */
export const signIn = {
  title: 'Log in',
  signOn,
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Log in',
  newAccount: 'New account',
  forgotPassword: 'Forgot your password?',
  close: 'Close',
  emailRequired: 'Please enter your email address',
  passwordRequired: 'Please enter your password',
  tooLong: '{field} cannot exceed {n} characters',
  welcome: 'Welcome to Lihda Group.',
  loggingIn: 'Logging in…',
};
