import { useState, type FormEvent } from 'react';
import { DELIVERY_SERVICES, type DeliveryServiceName } from '#contract/calls/delivery-choice.ts';
import { DELIVERY_LIMITS, type DeliveryZoneList, type DeliveryZoneRecord } from '#contract/calls/staff-delivery.ts';
import { deliveryZoneSave } from '../../../api/editor.ts';
import { useChange } from '../../use-change.ts';
import type { SectionProps } from '../section-props.ts';
import { TextField } from '../TextField.tsx';
import { zoneFormValues, zoneSaveRequest, type ServiceValues } from './zone-form-values.ts';

interface Props {
  zone: DeliveryZoneRecord | null;
  /** The form's heading, the zone named in the page's language. */
  title: string;
  strings: SectionProps['strings'];
  onSaved: (zones: DeliveryZoneList) => void;
  onCancel: () => void;
}

/** One zone, saved whole: names, areas, and each service's days, threshold and bands (the server checks it all, nothing saved on a refusal). */
export function DeliveryZoneForm({ zone, title, strings, onSaved, onCancel }: Props) {
  const text = strings.deliveryZones;
  const [values, setValues] = useState(() => zoneFormValues(zone));
  const { busy, change } = useChange(deliveryZoneSave);
  const setService = (name: DeliveryServiceName, change: Partial<ServiceValues>) =>
    setValues({ ...values, [name]: { ...values[name], ...change } });
  async function save(event: FormEvent) {
    event.preventDefault();
    const zones = await change(zoneSaveRequest(zone?.id ?? null, values));
    if (zones !== undefined) onSaved(zones);
  }
  return (
    <form className="editor-form" aria-labelledby="delivery-zone-form-title" onSubmit={(event) => void save(event)}>
      <h3 id="delivery-zone-form-title">{title}</h3>
      <TextField
        id="zone-nameEn"
        label={text.nameEn}
        value={values.nameEn}
        required
        maxLength={DELIVERY_LIMITS.zoneName}
        onChange={(nameEn) => setValues({ ...values, nameEn })}
      />
      <TextField
        id="zone-nameZh"
        label={text.nameZh}
        value={values.nameZh}
        required
        maxLength={DELIVERY_LIMITS.zoneName}
        onChange={(nameZh) => setValues({ ...values, nameZh })}
      />
      <TextField
        id="zone-areas"
        label={text.areas}
        hint={text.areasHint}
        multiline
        value={values.areas}
        maxLength={DELIVERY_LIMITS.areasText}
        onChange={(areas) => setValues({ ...values, areas })}
      />
      <CheckField
        id="zone-restOfWorld"
        label={text.restOfWorldBox}
        checked={values.restOfWorld}
        onChange={(restOfWorld) => setValues({ ...values, restOfWorld })}
      />
      <CheckField
        id="zone-dutiesPaid"
        label={text.dutiesPaidBox}
        checked={values.dutiesPaid}
        onChange={(dutiesPaid) => setValues({ ...values, dutiesPaid })}
      />
      {DELIVERY_SERVICES.map((name) => {
        const v = values[name];
        const id = (field: string) => `zone-${name}-${field}`;
        return (
          <fieldset key={name}>
            <legend>{text.serviceNames[name]}</legend>
            <CheckField
              id={id('offered')}
              label={text.offered}
              checked={v.offered}
              onChange={(offered) => setService(name, { offered })}
            />
            {v.offered && (
              <>
                <TextField
                  id={id('dispatchDays')}
                  label={text.dispatchDays}
                  value={v.dispatchDays}
                  maxLength={2}
                  onChange={(dispatchDays) => setService(name, { dispatchDays })}
                />
                <TextField
                  id={id('deliveryDays')}
                  label={text.deliveryDays}
                  value={v.deliveryDays}
                  maxLength={2}
                  onChange={(deliveryDays) => setService(name, { deliveryDays })}
                />
                <TextField
                  id={id('freeOverPence')}
                  label={text.freeOverPence}
                  value={v.freeOverPence}
                  maxLength={8}
                  onChange={(freeOverPence) => setService(name, { freeOverPence })}
                />
                <TextField
                  id={id('bands')}
                  label={text.bands}
                  hint={text.bandsHint}
                  multiline
                  value={v.bands}
                  maxLength={DELIVERY_LIMITS.bandsText}
                  onChange={(bands) => setService(name, { bands })}
                />
              </>
            )}
          </fieldset>
        );
      })}
      <button type="submit" className="button" disabled={busy}>
        {text.save}
      </button>{' '}
      <button type="button" className="button secondary" onClick={onCancel}>
        {text.cancel}
      </button>
    </form>
  );
}

/** A checkbox with its label after it. */
function CheckField(props: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="check-field">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
    </div>
  );
}
