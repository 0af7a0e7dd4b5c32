import type { AccountStrings } from './AccountGate.tsx';

/** An account page's data could not be loaded (the message, if any, was a toast): another try. */
export function LoadFailed({ retry, strings }: { retry: () => void; strings: AccountStrings }) {
  return (
    <div className="account-failed">
      <p>{strings.loadFailed}</p>
      <button type="button" className="button secondary" onClick={retry}>{strings.loadAgain}</button>
    </div>
  );
}
