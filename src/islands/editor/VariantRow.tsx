import { variantSave } from '../../api/editor.ts';
import type { EditorVariant } from '#contract/calls/editor-families.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { useEditForm } from './use-edit-form.ts';

/**
 * One variant's dimensions ("d1=40;thread=M12"), own finish in both languages, stock, lead time and
 * price breaks ("1:166,10:153"). A form cannot wrap a table
 * row, so the inputs join the row's form (in its last cell) through their `form` attribute, and
 * the browser checks their limits on save.
 */
export function VariantRow({
  variant,
  strings,
  onSaved,
}: {
  variant: EditorVariant;
  strings: EditorStrings;
  onSaved: () => void;
}) {
  const text = strings.products;
  const { partNo } = variant;
  const formId = `variant-${variant.id}`;
  const initial = {
    dims: variant.dimsText,
    finish: variant.finish ?? '',
    finishZh: variant.finishZh ?? '',
    stock: String(variant.stock),
    leadTimeDays: String(variant.leadTimeDays),
    priceBreaks: variant.priceBreaksText,
  };
  const form = useEditForm(
    initial,
    (values) =>
      variantSave({
        ...values,
        id: variant.id,
        stock: Number(values.stock),
        leadTimeDays: Number(values.leadTimeDays),
      }),
    onSaved,
  );
  const textInput = (
    field: 'dims' | 'finish' | 'finishZh' | 'priceBreaks',
    label: string,
    max: number,
    className: string,
    hint?: string,
  ) => (
    <input
      form={formId}
      type="text"
      className={className}
      required={field === 'priceBreaks'}
      maxLength={max}
      spellCheck={false}
      aria-label={fill(label, { partNo })}
      aria-describedby={hint}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
    />
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
      <th scope="row">
        <code>{partNo}</code>
      </th>
      <td>{textInput('dims', text.dimsOf, EDITOR_LIMITS.variantDimsText, 'variant-dims', 'variant-dims-hint')}</td>
      <td className="variant-finish">
        {textInput('finish', text.finishOf, EDITOR_LIMITS.familyFinish, 'variant-text', 'variant-finish-hint')}
        {textInput('finishZh', text.finishZhOf, EDITOR_LIMITS.familyFinish, 'variant-text', 'variant-finish-hint')}
      </td>
      <td>{number('stock', text.stockOf, EDITOR_LIMITS.stockMax)}</td>
      <td>{number('leadTimeDays', text.leadTimeOf, EDITOR_LIMITS.leadTimeDaysMax)}</td>
      <td>
        {textInput(
          'priceBreaks',
          text.priceBreaksOf,
          EDITOR_LIMITS.priceBreaksText,
          'variant-breaks',
          'variant-price-hint',
        )}
      </td>
      <td>
        <form id={formId} className="row-actions" onSubmit={(event) => void form.submit(event)}>
          <button
            type="submit"
            className="button secondary"
            aria-label={fill(text.saveOf, { partNo })}
            disabled={form.saving}
          >
            {strings.save}
          </button>
          <span role="status" className="save-note">
            {form.saved ? fill(text.savedOf, { partNo }) : ''}
          </span>
        </form>
      </td>
    </tr>
  );
}
