import { useEffect, useRef, useState } from 'react';
import { addressAdd } from '../../../api/orders.ts';
import { addressDelete, addressSetDefault, addressUpdate } from '../../../api/profile.ts';
import type { Address, AddressKind, AddressListAnswer } from '#contract/calls/addresses.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { addressRequest, type AddressValues } from '../../../lib/basket/address-form.ts';
import { fill } from '#contract/i18n/text.ts';
import { showMessage } from '../../../stores/messages.ts';
import { tellBuyer } from '../../../stores/tell-buyer.ts';
import { AddressForm, type AddressFormStrings } from '../../address/AddressForm.tsx';
import { AddressCard } from './AddressCard.tsx';

interface Props {
  kind: AddressKind;
  /** The buyer's addresses of this kind, the default first. */
  addresses: Address[];
  /** The whole list after a change (a default or a delete changes other addresses too). */
  onList: (list: Address[]) => void;
  /** An address added or edited. */
  onSaved: (address: Address) => void;
  locale: Locale;
  strings: Dictionary['accountProfile'];
  address: AddressFormStrings;
}

/** An address's own fields, as the form edits them. */
function addressValues({ id: _id, kind: _kind, isDefault: _isDefault, ...fields }: Address): AddressValues {
  return fields;
}

/** 'new' while adding, an id while editing that address. */
type Editing = 'new' | number | null;

/** The delivery or the invoice addresses: each with edit, make default and delete; a form to add one. */
export function AddressKindList({ kind, addresses, onList, onSaved, locale, strings, address: formStrings }: Props) {
  const text = strings.addresses;
  const [editing, setEditing] = useState<Editing>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<number, HTMLElement | null>());
  const addButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the list has re-rendered: an address, the heading, or the add button.
  const focusNext = useRef<number | 'heading' | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (target === null || editing !== null) return;
    focusNext.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target === 'add') addButton.current?.focus();
    else cards.current.get(target)?.focus();
  });

  const saved = (address: Address) => {
    setEditing(null);
    onSaved(address);
    focusNext.current = address.id;
    showMessage('success', text.saved);
  };
  const act = (call: Promise<AddressListAnswer>, message: string, focus: number | 'heading') =>
    call.then((answer) => {
      onList(answer.list);
      focusNext.current = focus;
      showMessage('success', message);
    }, tellBuyer);
  const send = (current: Address | undefined) => (values: AddressValues) => {
    const { kind: _, ...fields } = addressRequest(values, kind);
    return current ? addressUpdate({ ...fields, id: current.id }) : addressAdd({ ...fields, kind });
  };

  const form = (current?: Address) => (
    <AddressForm
      kind={kind}
      idPrefix={`${kind}-${current ? current.id : 'new'}`}
      legend={
        current
          ? fill(text.editTitle, { name: current.contactName })
          : kind === 'delivery'
            ? text.newDelivery
            : text.newInvoice
      }
      initial={current && addressValues(current)}
      submit={send(current)}
      locale={locale}
      strings={formStrings}
      onSaved={saved}
      onCancel={() => {
        focusNext.current = current ? current.id : 'add';
        setEditing(null);
      }}
      autoFocus
    />
  );

  return (
    <section className="address-kind" aria-labelledby={`${kind}-addresses`}>
      <h2 id={`${kind}-addresses`} ref={heading} tabIndex={-1}>
        {kind === 'delivery' ? text.delivery : text.invoice}
      </h2>
      {addresses.length === 0 && <p>{kind === 'delivery' ? text.noneDelivery : text.noneInvoice}</p>}
      <ul className="address-cards">
        {addresses.map((address) => (
          <li key={address.id}>
            {editing === address.id ? (
              form(address)
            ) : (
              <AddressCard
                ref={(element) => {
                  cards.current.set(address.id, element);
                }}
                address={address}
                locale={locale}
                strings={strings}
                actions={{
                  onEdit: () => setEditing(address.id),
                  onMakeDefault: () => void act(addressSetDefault(address.id), text.defaultSet, address.id),
                  onDelete: () => void act(addressDelete(address.id), text.deleted, 'heading'),
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        form()
      ) : (
        <button ref={addButton} type="button" className="button" onClick={() => setEditing('new')}>
          {kind === 'delivery' ? text.addDelivery : text.addInvoice}
        </button>
      )}
    </section>
  );
}
