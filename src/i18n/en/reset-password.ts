/** "Forgot your password?" (/resetPassword): asking for a link, then choosing a new password with it. */
export const resetPassword = {
  askIntro:
    'Enter the e-mail address of your account. We send it a link to choose a new password; it works once, for one hour.',
  email: 'Email address',
  send: 'Send the link',
  sending: 'Sending…',
  sent: 'If an account uses {email}, we have sent it a link to choose a new password. The link works once, for one hour. Check your inbox (and spam folder).',
  chooseIntro: 'Choose a new password for your account. Every other session is signed out, and you are logged in here.',
  password: 'New password',
  passwordConfirm: 'Confirm new password',
  save: 'Save the new password',
  saving: 'Saving…',
  done: 'Your password has been changed and you are logged in.',
  doneSignIn: 'Your password has been changed. Log in with it and your second factor.',
  linkFailed: 'This link cannot be used. You can ask for a new one below.',
  askAgain: 'Ask for a new link',
};
