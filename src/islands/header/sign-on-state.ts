import { atom } from 'nanostores';

/** Why the last sign-in through a company's provider failed, shown in the sign-in dialog until it closes. */
export const $signOnFailure = atom<string | null>(null);

/** The address a sign-in through a provider was started with, kept for the return page's remembered login. */
export const SIGN_ON_EMAIL_KEY = 'lihda.signOnEmail';
