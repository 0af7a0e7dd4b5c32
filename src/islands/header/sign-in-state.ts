import { atom } from 'nanostores';

/**
 * Whether the sign-in dialog is open, and where a login made in it leads: 'account' (docs/spec.md#states:
 * /acInformation#section1, from the Account menu) or 'stay' (a page that needs a session, such as
 * the basket or a payment, asked for it and carries on where it is).
 */
export const $signInOpen = atom<false | 'account' | 'stay'>(false);

/** Opens the dialog for a page that needs the buyer logged in: after login the buyer stays on it. */
export function openSignInHere(): void {
  $signInOpen.set('stay');
}
