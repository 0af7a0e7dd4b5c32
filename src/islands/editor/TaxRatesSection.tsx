import { useState, type FormEvent } from 'react';
import type { StaffTaxRates, TaxRateRow } from '#contract/calls/staff-tax-rates.ts';
import { formatDate } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { TAX_REGIONS, type TaxRegion } from '#contract/rules/tax-decision.ts';
import { taxRateAdd, taxRatesGet, taxRateWithdraw } from '../../api/tax-rates.ts';
import { useAnswer } from '../use-answer.ts';
import { useChange } from '../use-change.ts';
import { Answer } from './Answer.tsx';
import { EditorTable } from './EditorTable.tsx';
import { NumberField } from './NumberField.tsx';
import type { SectionProps } from './section-props.ts';
import { TextField } from './TextField.tsx';

type Props = SectionProps & { rates: StaffTaxRates; onChanged: (next: StaffTaxRates) => void };

/** The VAT rates by destination: every member of staff reads them; administrators add a rate from a day on, or withdraw one still to come. */
export function TaxRatesSection(props: SectionProps) {
  const rates = useAnswer(taxRatesGet, 'taxRates');
  return (
    <>
      <p className="editor-intro">{props.strings.taxRates.intro}</p>
      <Answer call={rates} strings={props.strings}>
        {(answer) => (
          <>
            <RatesTable {...props} rates={answer} onChanged={rates.setAnswer} />
            {props.role === 'admin' && <AddRateForm {...props} rates={answer} onChanged={rates.setAnswer} />}
          </>
        )}
      </Answer>
    </>
  );
}

const stateOf = (rate: TaxRateRow, today: string) =>
  rate.inForce ? 'inForce' : rate.effectiveFrom > today ? 'toCome' : 'past';

function RatesTable({ locale, strings, role, rates, onChanged }: Props) {
  const text = strings.taxRates;
  const withdraw = useChange(taxRateWithdraw);
  const admin = role === 'admin';
  async function withdrawRate(id: number) {
    const next = await withdraw.change(id);
    if (next !== undefined) onChanged(next);
  }
  const columns = [
    text.region,
    text.rate,
    text.effectiveFrom,
    text.state,
    text.addedBy,
    ...(admin ? [text.actions] : []),
  ];
  return (
    <EditorTable caption={text.caption} columns={columns}>
      {rates.rates.map((rate) => {
        const state = stateOf(rate, rates.today);
        const day = formatDate(`${rate.effectiveFrom}T12:00:00Z`, locale);
        return (
          <tr key={rate.id}>
            <td>{text.regions[rate.region]}</td>
            <td>{rate.ratePercent}%</td>
            <td>{day}</td>
            <td>{text[state]}</td>
            <td>{rate.addedBy ?? text.fromStart}</td>
            {admin && (
              <td>
                {state === 'toCome' && (
                  <button
                    type="button"
                    className="button secondary"
                    disabled={withdraw.busy}
                    aria-label={fill(text.withdraw, { region: text.regions[rate.region], day })}
                    onClick={() => void withdrawRate(rate.id)}
                  >
                    {text.withdrawLabel}
                  </button>
                )}
              </td>
            )}
          </tr>
        );
      })}
    </EditorTable>
  );
}

function AddRateForm({ strings, rates, onChanged }: Props) {
  const text = strings.taxRates;
  const [region, setRegion] = useState<TaxRegion>('GB');
  const [ratePercent, setRatePercent] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(rates.today);
  const { busy, change } = useChange(taxRateAdd);
  async function add(event: FormEvent) {
    event.preventDefault();
    const next = await change({ region, ratePercent: Number(ratePercent), effectiveFrom });
    if (next !== undefined) onChanged(next);
  }
  return (
    <form className="editor-form" aria-labelledby="tax-rate-add-title" onSubmit={(event) => void add(event)}>
      <h3 id="tax-rate-add-title">{text.addTitle}</h3>
      <div className="field">
        <label htmlFor="tax-rate-region">{text.region}</label>
        <select
          id="tax-rate-region"
          value={region}
          onChange={(event) => setRegion(TAX_REGIONS.find((r) => r === event.target.value) ?? 'GB')}
        >
          {TAX_REGIONS.map((r) => (
            <option key={r} value={r}>
              {text.regions[r]}
            </option>
          ))}
        </select>
      </div>
      <NumberField
        id="tax-rate-percent"
        label={text.ratePercent}
        value={ratePercent}
        onChange={setRatePercent}
        min={0}
        max={100}
        hint={text.ratePercentHint}
      />
      <TextField
        id="tax-rate-from"
        type="date"
        label={text.effectiveFrom}
        value={effectiveFrom}
        onChange={setEffectiveFrom}
        maxLength={10}
        required
        hint={text.effectiveFromHint}
      />
      <button type="submit" className="button" disabled={busy}>
        {text.add}
      </button>
    </form>
  );
}
