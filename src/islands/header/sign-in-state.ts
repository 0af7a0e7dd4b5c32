import { atom } from 'nanostores';

/** Whether the sign-in dialog is open: the Account menu (or any island) opens it, the dialog closes it. */
export const $signInOpen = atom(false);
