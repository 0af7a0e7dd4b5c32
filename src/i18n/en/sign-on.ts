import type { SignOnFailure } from '#contract/limits/sign-on.ts';

/** Single sign-on in the sign-in dialog, and why a sign-in through a company's provider failed. */
export const signOn = {
  offer: 'Your company signs you in through its own sign-on.',
  continue: 'Continue with company sign-on',
  failures: {
    unavailable: "Your company's sign-on could not be reached. Please try again in a few minutes.",
    refused: "Your company's sign-on did not confirm who you are, so you were not signed in. Please try again.",
    expired: 'The sign-in took too long or was not started here. Please sign in again.',
    used: 'This sign-in was already used. Please sign in again.',
    notMember:
      "Your company's sign-on confirmed an address that cannot sign in to this company here. Ask your company's administrator.",
    tooMany: 'Too many failed sign-ins. Please wait a few minutes and try again.',
    disabled: 'This account has been disabled. Please contact us.',
  } satisfies Record<SignOnFailure, string>,
};
