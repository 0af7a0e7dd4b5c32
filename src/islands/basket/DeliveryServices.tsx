import type { DeliveryChoice, DeliveryOption, DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  delivery: DeliveryChoice;
  locale: Locale;
  strings: BasketStrings;
  /** At checkout the buyer chooses; on the basket the services are shown as an estimate. */
  onChoose?: (service: DeliveryServiceName) => void;
}

/**
 * The services of the delivery address's zone with their prices and dates, as the server priced
 * them (server/shop/delivery-quote.ts): radio buttons at checkout, a list on the basket.
 */
export function DeliveryServices({ delivery, locale, strings, onChoose }: Props) {
  const s = strings.deliveryServices;
  const zone = locale === 'zh-cn' ? delivery.zoneZh : delivery.zoneEn;
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, locale);
  const label = (o: DeliveryOption) =>
    fill(s.option, {
      service: s.names[o.service],
      price: o.pricePence === 0 ? strings.deliveryFree : formatPence(o.pricePence, locale),
    });
  const dates = (o: DeliveryOption) => fill(s.dates, { dispatch: day(o.dispatchOn), deliver: day(o.deliverBy) });
  // What the buyer must know of this delivery: who pays import duties abroad, and what cannot be priced.
  const notes = (
    <>
      {delivery.duties !== 'none' && <p className="delivery-duties">{s.duties[delivery.duties]}</p>}
      {delivery.unweighedPartNos.length > 0 && (
        <p className="field-error">{fill(s.unweighed, { partNos: delivery.unweighedPartNos.join(', ') })}</p>
      )}
      {delivery.options.length === 0 && <p className="field-error">{s.noService}</p>}
    </>
  );
  if (!onChoose) {
    return (
      <div className="delivery-services">
        <ul aria-label={fill(s.estimateLabel, { zone })}>
          {delivery.options.map((o) => (
            <li key={o.service}>
              <strong>{label(o)}</strong>
              {o.service === delivery.chosen && <> ({s.inTotals})</>}
              <br />
              {dates(o)}
            </li>
          ))}
        </ul>
        {notes}
      </div>
    );
  }
  return (
    <fieldset className="delivery-services payment-choice">
      <legend>{fill(s.legend, { zone })}</legend>
      {delivery.options.map((o) => {
        const id = `delivery-service-${o.service}`;
        return (
          <div key={o.service} className="payment-option">
            <input
              id={id}
              type="radio"
              name="deliveryService"
              value={o.service}
              checked={delivery.chosen === o.service}
              onChange={() => onChoose(o.service)}
              aria-describedby={`${id}-dates`}
            />
            <label htmlFor={id}>{label(o)}</label>
            <p id={`${id}-dates`} className="field-hint">
              {dates(o)}
            </p>
          </div>
        );
      })}
      {notes}
    </fieldset>
  );
}
