import { variantSave } from '../../api/editor.ts';
import type { EditorVariant } from '#contract/calls/editor-families.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { useEditForm } from './use-edit-form.ts';

/**
 * One variant's stock, lead time and price breaks ("1:166,10:153"). A form cannot wrap a table
 * row, so the inputs join the row's form (in its last cell) through their `form` attribute, and
 * the browser checks their limits on save.
 */
export function VariantRow({ variant, strings }: { variant: EditorVariant; strings: EditorStrings }) {
  const text = strings.products;
  const { partNo } = variant;
  const formId = `variant-${variant.id}`;
  const initial = { stock: String(variant.stock), leadTimeDays: String(variant.leadTimeDays), priceBreaks: variant.priceBreaksText };
  const form = useEditForm(initial, (values) =>
    variantSave({ id: variant.id, stock: Number(values.stock), leadTimeDays: Number(values.leadTimeDays), priceBreaks: values.priceBreaks }),
  );
  const number = (field: 'stock' | 'leadTimeDays', label: string, max: number) => (
    <input
      form={formId}
      type="number"
      inputMode="numeric"
      className="variant-number"
      required
      min={0}
      max={max}
      step={1}
      aria-label={fill(label, { partNo })}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
    />
  );
  return (
    <tr>
      <th scope="row"><code>{partNo}</code></th>
      <td>{number('stock', text.stockOf, EDITOR_LIMITS.stockMax)}</td>
      <td>{number('leadTimeDays', text.leadTimeOf, EDITOR_LIMITS.leadTimeDaysMax)}</td>
      <td>
        <input
          form={formId}
          type="text"
          className="variant-breaks"
          required
          maxLength={EDITOR_LIMITS.priceBreaksText}
          spellCheck={false}
          aria-label={fill(text.priceBreaksOf, { partNo })}
          aria-describedby="variant-price-hint"
          value={form.values.priceBreaks}
          onChange={(event) => form.change('priceBreaks', event.target.value)}
        />
      </td>
      <td>
        <form id={formId} className="row-actions" onSubmit={(event) => void form.submit(event)}>
          <button type="submit" className="button secondary" aria-label={fill(text.saveOf, { partNo })} disabled={form.saving}>{strings.save}</button>
          <span role="status" className="save-note">{form.saved ? fill(text.savedOf, { partNo }) : ''}</span>
        </form>
      </td>
    </tr>
  );
}
