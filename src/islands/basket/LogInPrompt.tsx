import { openSignInHere } from '../header/sign-in-state.ts';
import type { BasketStrings } from './basket-strings.ts';

/** Logged out: the basket lives on the server, per buyer; the button opens the header's sign-in dialog, and the buyer stays here after. */
export function LogInPrompt({ strings }: { strings: BasketStrings }) {
  return (
    <div className="basket-log-in">
      <p>{strings.logInPrompt}</p>
      <button type="button" className="button" onClick={openSignInHere}>
        {strings.logIn}
      </button>
    </div>
  );
}
