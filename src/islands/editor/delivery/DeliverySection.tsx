import { useState } from 'react';
import type { DeliveryZoneList, DeliveryZoneRecord } from '#contract/calls/staff-delivery.ts';
import { formatCount, formatPence } from '#contract/format/money.ts';
import { fill } from '#contract/i18n/text.ts';
import { deliveryZoneDelete, deliveryZoneList } from '../../../api/editor.ts';
import { useAnswer } from '../../use-answer.ts';
import { useChange } from '../../use-change.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';
import { DeliveryZoneForm } from './DeliveryZoneForm.tsx';

/** The delivery tables (docs/delivery.md): every member of staff reads them; administrators add, change and delete zones. */
export function DeliverySection(props: SectionProps) {
  const zones = useAnswer(deliveryZoneList, 'deliveryZones');
  return (
    <>
      <p className="editor-intro">{props.strings.deliveryZones.intro}</p>
      <Answer call={zones} strings={props.strings}>
        {(answer) => <DeliveryZones {...props} list={answer} onChanged={zones.setAnswer} />}
      </Answer>
    </>
  );
}

/** Which zone's form is open: none, a new one, or an existing zone. */
type Editing = null | 'new' | DeliveryZoneRecord;

function DeliveryZones({
  locale,
  strings,
  role,
  list,
  onChanged,
}: SectionProps & { list: DeliveryZoneList; onChanged: (next: DeliveryZoneList) => void }) {
  const text = strings.deliveryZones;
  const [editing, setEditing] = useState<Editing>(null);
  const remove = useChange(deliveryZoneDelete);
  const admin = role === 'admin';
  const name = (zone: DeliveryZoneRecord) => (locale === 'zh-cn' ? zone.nameZh : zone.nameEn);
  const price = (pence: number) => formatPence(pence, locale);
  async function deleteZone(id: number) {
    const next = await remove.change(id);
    if (next !== undefined) onChanged(next);
  }
  return (
    <>
      <table className="editor-table">
        <caption>{text.zonesTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{text.zone}</th>
            <th scope="col">{text.covers}</th>
            <th scope="col">{text.services}</th>
            {admin && (
              <th scope="col">
                <span className="visually-hidden">{text.actions}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {list.zones.map((zone) => (
            <tr key={zone.id}>
              <th scope="row">{name(zone)}</th>
              <td>
                {zone.restOfWorld ? text.restOfWorld : zone.areas.join(', ')}
                {zone.dutiesPaid && `; ${text.dutiesPaidNote}`}
              </td>
              <td>
                <ul>
                  {zone.services.map((s) => (
                    <li key={s.service}>
                      {fill(text.serviceSummary, {
                        service: text.serviceNames[s.service],
                        dispatch: s.dispatchDays,
                        delivery: s.deliveryDays,
                      })}
                      {s.freeOverPence !== null && `; ${fill(text.freeOver, { amount: price(s.freeOverPence) })}`}
                      {': '}
                      {s.bands
                        .map((b) =>
                          fill(text.band, { grams: formatCount(b.upToGrams, locale), price: price(b.pricePence) }),
                        )
                        .join('; ')}
                    </li>
                  ))}
                </ul>
              </td>
              {admin && (
                <td>
                  <button type="button" className="button secondary" onClick={() => setEditing(zone)}>
                    {fill(text.edit, { zone: name(zone) })}
                  </button>{' '}
                  {!zone.restOfWorld && (
                    <button
                      type="button"
                      className="button secondary"
                      disabled={remove.busy}
                      onClick={() => void deleteZone(zone.id)}
                    >
                      {fill(text.remove, { zone: name(zone) })}
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {!admin && <p className="editor-note">{text.readOnly}</p>}
      {admin && editing === null && (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          {text.add}
        </button>
      )}
      {admin && editing !== null && (
        <DeliveryZoneForm
          key={editing === 'new' ? 'new' : editing.id}
          zone={editing === 'new' ? null : editing}
          title={editing === 'new' ? text.formTitleNew : fill(text.formTitle, { zone: name(editing) })}
          strings={strings}
          onSaved={(next) => {
            onChanged(next);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
