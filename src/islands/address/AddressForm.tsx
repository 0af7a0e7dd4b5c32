import '../../styles/address-form.css';
import { useEffect, type KeyboardEvent } from 'react';
import type { Address, AddressKind } from '#contract/calls/addresses.ts';
import type { Dictionary } from '../../i18n/dictionary.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import {
  ADDRESS_FIELDS,
  addressProblem,
  addressProblems,
  countryOptions,
  EMPTY_ADDRESS,
  isRequiredAddressField,
  type AddressField,
  type AddressProblem,
  type AddressValues,
} from '../../lib/basket/address-form.ts';
import { capitalise, fill } from '#contract/i18n/text.ts';
import { useCheckedForm } from '../use-checked-form.ts';

/** The address form's words (the basket's dictionary area holds them), and the cancel button's. */
export type AddressFormStrings = Dictionary['basket']['address'] & { cancel: string };
type Strings = AddressFormStrings;

interface Props {
  /** Which autocomplete set the fields use (shipping or billing). */
  kind: AddressKind;
  /** Field ids start with it, so several forms can share a page. */
  idPrefix: string;
  legend: string;
  /** An address being edited; a new one starts empty. */
  initial?: AddressValues;
  /** Sends the checked values: add or update. */
  submit: (values: AddressValues) => Promise<Address>;
  locale: Locale;
  strings: AddressFormStrings;
  onSaved: (address: Address) => void;
  /** Absent when there is no address to go back to. */
  onCancel?: () => void;
  /** Focus the first field (when the buyer asked for the form, not when the checkout opened with it). */
  autoFocus: boolean;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  contactName: 'name',
  companyName: 'organization',
  line1: 'address-line1',
  line2: 'address-line2',
  town: 'address-level2',
  county: 'address-level1',
  postcode: 'postal-code',
  country: 'country',
  phone: 'tel',
};

/** The message for a problem, worded like the API's ('Please enter the contact name'). */
function problemText(field: AddressField, problem: AddressProblem, strings: Strings): string {
  const name = strings.fieldNames[field];
  switch (problem.rule) {
    case 'required':
      return fill(strings.required, { field: name });
    case 'tooLong':
      return fill(strings.tooLong, { field: capitalise(name), n: problem.n });
    case 'postcode':
      return strings.postcode;
    case 'phone':
      return strings.phone;
  }
}

/**
 * A delivery or invoice address, new or edited: in the checkout's form and in the address book (a
 * group, not a form of its own: forms do not nest). Enter in a field saves the address rather than
 * placing the order. Fields are checked on save; a UK postcode also when the buyer leaves its field,
 * since that slip is common.
 */
export function AddressForm({
  kind,
  idPrefix,
  legend,
  initial = EMPTY_ADDRESS,
  submit,
  locale,
  strings: text,
  onSaved,
  onCancel,
  autoFocus,
}: Props) {
  const {
    values,
    problems,
    setProblems,
    busy,
    change,
    submit: save,
    inputRef,
    focus,
  } = useCheckedForm(
    ADDRESS_FIELDS,
    initial,
    addressProblems,
    // The server's refusal (a field it refused) is already a toast; the form stays to correct.
    async (checked) => onSaved(await submit(checked)),
  );
  const idOf = (field: AddressField) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (autoFocus) focus('contactName');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focus once, when the form opens
  }, [autoFocus]);

  function checkPostcode() {
    const problem = values.postcode.trim() === '' ? undefined : addressProblem('postcode', values);
    setProblems(({ postcode: _, ...others }) => (problem ? { ...others, postcode: problem } : others));
  }

  function onKeyDown(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void save();
  }

  function field(name: AddressField) {
    const id = idOf(name);
    const problem = problems[name];
    const common = {
      id,
      name,
      required: isRequiredAddressField(name),
      autoComplete: `${kind === 'delivery' ? 'shipping' : 'billing'} ${AUTOCOMPLETE[name]}`,
      value: values[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-error` : undefined,
    };
    return (
      <div className={`field address-${name}`} key={name}>
        <label htmlFor={id}>{text.labels[name]}</label>
        {name === 'country' ? (
          <select ref={inputRef(name)} {...common} onChange={(event) => change(name, event.target.value)}>
            {countryOptions(locale).map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            ref={inputRef(name)}
            {...common}
            type={name === 'phone' ? 'tel' : 'text'}
            onChange={(event) => change(name, event.target.value)}
            onBlur={name === 'postcode' ? checkPostcode : undefined}
          />
        )}
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {problemText(name, problem, text)}
          </p>
        )}
      </div>
    );
  }

  return (
    <fieldset className="address-form" onKeyDown={onKeyDown}>
      <legend>{legend}</legend>
      <p className="field-hint">{text.requiredNote}</p>
      <div className="address-fields">{ADDRESS_FIELDS.map(field)}</div>
      <div className="address-buttons">
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void save()}>
          {busy ? text.saving : text.save}
        </button>
        {onCancel && (
          <button type="button" className="button secondary" onClick={onCancel}>
            {text.cancel}
          </button>
        )}
      </div>
    </fieldset>
  );
}
