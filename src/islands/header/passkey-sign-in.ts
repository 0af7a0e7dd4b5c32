import type { LoginAnswer } from '#contract/calls/login.ts';
import { passkeySignIn, passkeySignInOptions } from '../../api/account.ts';

/** Why a passkey sign-in ended without a session, for the dialog to say. */
export type PasskeyOutcome = { answer: LoginAnswer } | { failed: 'notHere' | 'cancelled' };

/**
 * A passkey sign-in: alone (no challenge), or as the second factor of a password sign-in. The
 * browser part (@simplewebauthn/browser) loads on first use; the server checks the answer against
 * the challenge it gave and the page's origin. A refusal from the server is thrown for the toast.
 */
export async function signInWithPasskey(challenge?: string, remember?: boolean): Promise<PasskeyOutcome> {
  const { browserSupportsWebAuthn, startAuthentication } = await import('@simplewebauthn/browser');
  if (!browserSupportsWebAuthn()) return { failed: 'notHere' };
  const start = await passkeySignInOptions(challenge, remember);
  let response;
  try {
    response = await startAuthentication({
      optionsJSON: start.options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  } catch {
    // The buyer closed the browser's prompt, or no passkey of this site is on the device.
    return { failed: 'cancelled' };
  }
  return { answer: await passkeySignIn(start.challenge, JSON.stringify(response)) };
}
