import { useState, type SubmitEvent } from 'react';
import { SECOND_FACTOR_LIMITS, type SecondFactorInfo } from '#contract/calls/second-factor.ts';
import { formatDate } from '#contract/format/dates.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { passkeyRegister, passkeyRegisterOptions, passkeyRemove } from '../../../api/second-factor.ts';
import { showMessage } from '../../../stores/messages.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import type { ProfileStrings } from './profile-strings.ts';

interface Props {
  info: SecondFactorInfo;
  locale: Locale;
  strings: ProfileStrings;
  onChanged: (info: SecondFactorInfo) => void;
}

/** The account's passkeys: listed, added (the browser's prompt; the challenge is bound to this session), removed. */
export function PasskeysPart({ info, locale, strings, onChanged }: Props) {
  const text = strings.profile.security;
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<SecondFactorInfo | null>, done: string) => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await work();
      if (next) {
        onChanged(next);
        showMessage('success', done);
      }
    } catch (failure) {
      tellBuyer(failure);
    }
    setBusy(false);
  };

  const add = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const { browserSupportsWebAuthn, startRegistration } = await import('@simplewebauthn/browser');
      if (!browserSupportsWebAuthn()) {
        showMessage('error', text.notHere);
        return null;
      }
      const start = await passkeyRegisterOptions();
      let response;
      try {
        response = await startRegistration({
          optionsJSON: start.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
        });
      } catch {
        showMessage('error', text.cancelled);
        return null;
      }
      const next = await passkeyRegister(JSON.stringify(response), name.trim());
      setName('');
      return next;
    }, text.passkeyAdded);
  };

  return (
    <>
      {info.passkeys.length === 0 ? (
        <p>{text.passkeysNone}</p>
      ) : (
        <ul className="passkey-list" aria-label={text.passkeysTitle}>
          {info.passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong> · {fill(text.added, { date: formatDate(passkey.createdAt, locale) })}
                {passkey.lastUsedAt && <>, {fill(text.lastUsed, { date: formatDate(passkey.lastUsedAt, locale) })}</>}
              </span>
              <button
                type="button"
                className="text-button"
                onClick={() => void run(() => passkeyRemove(passkey.id), text.passkeyRemoved)}
              >
                {fill(text.removePasskey, { name: passkey.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="profile-form" onSubmit={add} noValidate>
        <div className="field">
          <label htmlFor="passkey-name">{text.passkeyName}</label>
          <input
            id="passkey-name"
            value={name}
            maxLength={SECOND_FACTOR_LIMITS.passkeyName}
            placeholder={text.passkeyNamePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {text.addPasskey}
        </button>
      </form>
    </>
  );
}
