import type { SharedAddress } from '#contract/calls/addresses.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { AddressCard } from './AddressCard.tsx';

interface Props {
  /** The company's addresses its admins keep (pri/addressList's `shared`), delivery first. */
  addresses: SharedAddress[];
  locale: Locale;
  strings: Dictionary['accountProfile'];
}

/** The company's addresses, as the checkout offers them: to read, not to change (only their admin can). */
export function SharedAddressList({ addresses, locale, strings }: Props) {
  const text = strings.addresses;
  if (addresses.length === 0) return null;
  return (
    <section className="address-kind" aria-labelledby="shared-addresses">
      <h2 id="shared-addresses">{text.shared}</h2>
      <p>{text.sharedIntro}</p>
      <ul className="address-cards">
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              locale={locale}
              strings={strings}
              note={fill(text.sharedNote, {
                kind: address.kind === 'delivery' ? text.sharedDelivery : text.sharedInvoice,
                name: address.sharedBy,
              })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
