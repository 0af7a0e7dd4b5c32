import type { OrderDetail } from '#contract/calls/orders.ts';
import type { AddressFields } from '#contract/calls/addresses.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { countryName } from '#contract/rules/countries.ts';
import type { OrdersStrings } from './orders-strings.ts';

function AddressBlock({ title, address, locale }: { title: string; address: AddressFields; locale: Locale }) {
  const lines = [
    address.contactName,
    address.companyName,
    address.line1,
    address.line2,
    address.town,
    address.county,
    address.postcode,
    countryName(address.country, locale),
    address.phone,
  ];
  return (
    <div className="order-address">
      <h4>{title}</h4>
      <address>
        {lines
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <span key={index}>{line}</span>
          ))}
      </address>
    </div>
  );
}

/** The addresses as the order keeps them: later changes to the address book do not alter them. */
export function OrderAddresses({
  order,
  locale,
  strings,
}: {
  order: OrderDetail;
  locale: Locale;
  strings: OrdersStrings;
}) {
  return (
    <section className="order-section" aria-labelledby="order-addresses-title">
      <h3 id="order-addresses-title">{strings.addressesHeading}</h3>
      <div className="order-addresses">
        <AddressBlock title={strings.deliveryAddress} address={order.deliveryAddress} locale={locale} />
        <AddressBlock title={strings.invoiceAddress} address={order.invoiceAddress} locale={locale} />
      </div>
    </section>
  );
}
