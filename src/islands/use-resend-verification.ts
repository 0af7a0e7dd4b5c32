import { useState } from 'react';
import { emailVerifyResend } from '../api/email-verification.ts';
import { answerOrTold } from '../stores/tell-buyer.ts';

/** Sends the verification link again: whether it is under way, and the address it went to once sent. */
export function useResendVerification() {
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<string | null>(null);

  async function resend() {
    setBusy(true);
    // The server's refusal (already confirmed, too many requests) is told as a toast.
    const answer = await answerOrTold(emailVerifyResend());
    setBusy(false);
    if (answer) setResent(answer.email);
  }

  return { busy, resent, resend };
}
