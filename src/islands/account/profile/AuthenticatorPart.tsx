import { useState } from 'react';
import type { SecondFactorInfo, TotpSetup } from '#contract/calls/second-factor.ts';
import { fill } from '#contract/i18n/text.ts';
import { totpConfirm, totpRemove, totpSetup } from '../../../api/second-factor.ts';
import { showMessage } from '../../../stores/messages.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { CodeForm } from '../../CodeForm.tsx';
import type { ProfileStrings } from './profile-strings.ts';

interface Props {
  info: SecondFactorInfo;
  strings: ProfileStrings;
  /** Asks the server for the account's second factors again, after a change. */
  reload: () => void;
}

/** The authenticator app: set up (QR code and key shown once, then ten recovery codes shown once), or removed with a code. */
export function AuthenticatorPart({ info, strings, reload }: Props) {
  const text = strings.profile.security;
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await work();
    } catch (failure) {
      tellBuyer(failure);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (code: string) => {
    const answer = await run(() => totpConfirm(code));
    if (!answer) return false;
    setSetup(null);
    setRecoveryCodes(answer.recoveryCodes);
    showMessage('success', text.appAdded);
    return true;
  };
  const remove = async (code: string) => {
    const removed = (await run(() => totpRemove(code))) !== undefined;
    if (removed) {
      showMessage('success', text.appRemoved);
      reload();
    }
    return removed;
  };

  if (recoveryCodes) {
    return (
      <div className="recovery-codes" role="region" aria-labelledby="recovery-title">
        <h4 id="recovery-title">{text.recoveryTitle}</h4>
        <p>{text.recoveryText}</p>
        <ul aria-label={text.recoveryTitle}>
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          onClick={() => {
            setRecoveryCodes(null);
            reload();
          }}
        >
          {text.recoveryDone}
        </button>
      </div>
    );
  }
  if (info.totp) {
    return (
      <>
        <p>{fill(text.appOn, { left: info.recoveryCodesLeft })}</p>
        <CodeForm
          id="totp-remove-code"
          label={text.removeCode}
          requiredMessage={text.codeRequired}
          submit={text.remove}
          busy={busy}
          onCode={remove}
        />
      </>
    );
  }
  if (setup) {
    return (
      <>
        <p id="totp-scan">{text.scan}</p>
        <img
          className="totp-qr"
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
          alt={text.qr}
          width={200}
          height={200}
        />
        <p>
          {text.key}: <code className="totp-key">{setup.secret}</code>
        </p>
        <CodeForm
          id="totp-confirm-code"
          label={text.code}
          hint={text.codeHint}
          requiredMessage={text.codeRequired}
          submit={text.confirm}
          busy={busy}
          onCode={confirm}
        />
      </>
    );
  }
  return (
    <>
      <p>{text.appOff}</p>
      <button
        type="button"
        className="button"
        aria-disabled={busy || undefined}
        onClick={() => void run(totpSetup).then((answer) => answer && setSetup(answer))}
      >
        {text.setUp}
      </button>
    </>
  );
}
