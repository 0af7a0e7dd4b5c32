/** Strings every account page shares: the log-in gate and loading states. */
export const account = {
  logInPrompt: 'Please log in to see this page. You will come back here after logging in.',
  // In a punch-out session (docs/punch-out.md) the buyer shops for the procurement system only.
  punchOutClosed:
    'Account pages are not open in a punch-out session. Fill the basket and transfer it to your procurement system.',
  logIn: 'Log in',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  loadAgain: 'Try again',
};
