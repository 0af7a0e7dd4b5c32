import { useState } from 'react';
import { emailVerifyResend } from '../api/email-verification.ts';

/** Sends the verification link again: whether it is under way, and the address it went to once sent. */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    try {
      setResent((await emailVerifyResend()).email);
    } catch {
      // The server's refusal (already confirmed, too many requests) is shown as a toast.
    }
    setBusy(false);
  }

  return { busy, resent, resend };
}
