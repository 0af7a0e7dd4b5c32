/** Strings every account page shares: the log-in gate and loading states. */
export const account = {
  logInPrompt: 'Please log in to see this page. You will come back here after logging in.',
  logIn: 'Log in',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded.',
  loadAgain: 'Try again',
};
