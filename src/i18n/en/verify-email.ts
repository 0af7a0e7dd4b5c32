/** /verifyEmail: the page the verification and address-change links open. */
export const verifyEmail = {
  checking: 'Confirming your e-mail address…',
  confirmed:
    'Thank you: your e-mail address {email} is confirmed. Team invitations and company credit now apply to your account.',
  changed: 'Your account now uses the e-mail address {email}. Log in with it from now on.',
  failed: 'This link cannot be used. Log in and ask for a new one below.',
  noLink: 'Open this page from the link in our e-mail. Logged in, you can ask for the link again.',
  resend: 'Send the link again',
  resending: 'Sending…',
  resent: 'We have sent a new link to {email}. It works once, for 24 hours.',
  account: 'Go to my account',
};
