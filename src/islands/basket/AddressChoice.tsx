import { useEffect, useRef, useState } from 'react';
import { fill } from '#contract/i18n/text.ts';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { addressAdd } from '../../api/orders.ts';
import { addressOneLine, addressRequest } from '../../lib/basket/address-form.ts';
import { AddressForm } from '../address/AddressForm.tsx';
import type { BasketStrings } from './basket-strings.ts';

interface Props {
  kind: AddressKind;
  legend: string;
  /** The buyer's addresses of this kind. */
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onCreated: (address: Address) => void;
  /** 'Choose or add a delivery address.' after a try to place the order without one. */
  problem: string | null;
  locale: Locale;
  strings: BasketStrings;
}

/** One of the buyer's addresses of a kind, or a new one typed in place (straight away when there is none). */
export function AddressChoice({
  kind,
  legend,
  addresses,
  selectedId,
  onSelect,
  onCreated,
  problem,
  locale,
  strings,
}: Props) {
  const [adding, setAdding] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'select' | 'add' | null>(null);
  const id = `${kind}-address`;
  const problemId = `${id}-problem`;

  // After the form closes, focus goes back where the buyer was: the new address chosen, or "Add a new address".
  useEffect(() => {
    if (adding || !returnFocus.current) return;
    (returnFocus.current === 'select' ? select : addButton).current?.focus();
    returnFocus.current = null;
  }, [adding, addresses.length]);

  const saved = (address: Address) => {
    returnFocus.current = 'select';
    setAdding(false);
    onCreated(address);
  };
  const cancel = () => {
    returnFocus.current = 'add';
    setAdding(false);
  };

  const hasAddresses = addresses.length > 0;
  return (
    <fieldset className="address-choice" aria-describedby={problem ? problemId : undefined}>
      <legend>{legend}</legend>
      {hasAddresses && (
        <select
          ref={select}
          id={id}
          aria-label={legend}
          value={selectedId ?? ''}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onSelect(Number(event.target.value))}
        >
          {addresses.map((address) => (
            <option key={address.id} value={address.id}>
              {'sharedBy' in address
                ? fill(strings.checkout.companyAddress, {
                    address: addressOneLine(address, locale),
                    name: String(address.sharedBy),
                  })
                : addressOneLine(address, locale)}
            </option>
          ))}
        </select>
      )}
      {problem && (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      )}
      {adding || !hasAddresses ? (
        <AddressForm
          kind={kind}
          idPrefix={id}
          legend={kind === 'delivery' ? strings.address.newDelivery : strings.address.newInvoice}
          submit={(values) => addressAdd(addressRequest(values, kind))}
          locale={locale}
          strings={{ ...strings.address, cancel: strings.cancel }}
          onSaved={saved}
          onCancel={hasAddresses ? cancel : undefined}
          autoFocus={adding}
        />
      ) : (
        <button ref={addButton} type="button" className="text-button" onClick={() => setAdding(true)}>
          {strings.checkout.addAddress}
        </button>
      )}
    </fieldset>
  );
}
