import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { EditorTable } from './EditorTable.tsx';
import { VariantRow } from './VariantRow.tsx';

/**
 * The family's variants, each row with its own dimensions, finish, stock, lead time and price breaks
 * to edit and save; `onSaved` lets the family reread its drawing, which new dimensions redraw.
 */
export function VariantTable({
  family,
  strings,
  onSaved,
}: {
  family: EditorFamily;
  strings: EditorStrings;
  onSaved: () => void;
}) {
  const text = strings.products;
  return (
    <>
      <h4>{text.variantsTitle}</h4>
      {family.variants.length === 0 ? (
        <p className="editor-note">{text.noVariants}</p>
      ) : (
        <>
          <p id="variant-dims-hint" className="field-hint">
            {text.dimsHint}
          </p>
          <p id="variant-finish-hint" className="field-hint">
            {text.variantFinishHint}
          </p>
          <p id="variant-price-hint" className="field-hint">
            {text.priceBreaksHint}
          </p>
          <EditorTable
            caption={fill(text.variantsCaption, { code: family.code })}
            columns={[
              text.partNo,
              text.dims,
              text.variantFinish,
              text.stock,
              text.leadTime,
              text.priceBreaks,
              strings.actions,
            ]}
            className="variant-table"
          >
            {family.variants.map((variant) => (
              <VariantRow key={variant.id} variant={variant} strings={strings} onSaved={onSaved} />
            ))}
          </EditorTable>
        </>
      )}
    </>
  );
}
