import { forwardRef } from 'react';
import type { Address } from '#contract/calls/addresses.ts';
import type { Dictionary } from '../../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { countryName } from '#contract/rules/countries.ts';
import { fill } from '#contract/i18n/text.ts';
import { ConfirmStep } from '../../editor/ConfirmStep.tsx';

/** What the buyer may do with one of their own addresses. */
export interface AddressActions {
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

interface Props {
  address: Address;
  locale: Locale;
  strings: Dictionary['accountProfile'];
  /** Absent for an address the buyer may use but not change (their company's). */
  actions?: AddressActions;
  /** A line under the name, e.g. who keeps a company address. */
  note?: string;
}

/** One address as a label would show it, with its actions; each button's name says which address it acts on. */
export const AddressCard = forwardRef<HTMLElement, Props>(function AddressCard(
  { address, locale, strings, actions, note },
  ref,
) {
  const text = strings.addresses;
  const name = [address.contactName, address.line1, address.postcode].join(', ');
  const lines = [
    address.companyName,
    address.line1,
    address.line2,
    address.town,
    address.county,
    address.postcode,
    countryName(address.country, locale),
  ];
  return (
    <article ref={ref} className="address-card" tabIndex={-1} aria-label={name}>
      <p className="address-card-name">
        {address.contactName}
        {address.isDefault && <span className="address-default">{text.default}</span>}
      </p>
      {note && <p className="address-card-note">{note}</p>}
      <address>
        {lines
          .filter((line) => line.trim() !== '')
          .map((line, index) => (
            <span key={index}>{line}</span>
          ))}
        <span>{address.phone}</span>
      </address>
      {actions && (
        <div className="address-actions">
          <button
            type="button"
            className="button secondary"
            aria-label={fill(text.editName, { name })}
            onClick={actions.onEdit}
          >
            {text.edit}
          </button>
          {!address.isDefault && (
            <button
              type="button"
              className="button secondary"
              aria-label={fill(text.makeDefaultName, { name })}
              onClick={actions.onMakeDefault}
            >
              {text.makeDefault}
            </button>
          )}
          <ConfirmStep
            label={text.delete}
            name={fill(text.deleteName, { name })}
            question={fill(text.deleteQuestion, { name })}
            confirm={text.deleteConfirm}
            cancel={strings.cancel}
            onConfirm={actions.onDelete}
          />
        </div>
      )}
    </article>
  );
});
