import { useState } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { punchOutTransfer } from '../../api/punch-out.ts';
import type { BasketStrings } from './basket-strings.ts';

type Strings = BasketStrings['punchOut'];

/**
 * Sends the basket (or nothing) back to the procurement system: the server keeps what is transferred
 * and answers the one-use page whose form posts it to the return address (server/punch-out/form-page.ts).
 */
function useTransfer(locale: Locale) {
  const [busy, setBusy] = useState(false);
  const send = async (returnEmpty: boolean) => {
    setBusy(true);
    try {
      const { url } = await punchOutTransfer(returnEmpty);
      window.location.assign(locale === 'zh-cn' ? `${url}?lang=zh-cn` : url);
    } catch {
      // The call's failure is told by the API layer's message; the buyer may try again.
      setBusy(false);
    }
  };
  return { busy, send };
}

/** The banner of a punch-out session: where the buyer came from, and the way back without buying. */
export function PunchOutBanner({ system, locale, strings }: { system: string; locale: Locale; strings: Strings }) {
  const { busy, send } = useTransfer(locale);
  return (
    <section className="punch-out-banner" aria-label={strings.bannerLabel}>
      <p>{fill(strings.banner, { system })}</p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void send(true)}>
        {strings.returnEmpty}
      </button>
    </section>
  );
}

/** In place of checkout: the basket goes back to the procurement system at the buyer's prices. */
export function TransferBasket({ locale, strings }: { locale: Locale; strings: Strings }) {
  const { busy, send } = useTransfer(locale);
  return (
    <>
      <button type="button" className="button to-checkout" disabled={busy} onClick={() => void send(false)}>
        {strings.transfer}
      </button>
      {busy && <p role="status">{strings.transferring}</p>}
    </>
  );
}
