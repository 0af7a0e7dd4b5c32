import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { EditorTable } from './EditorTable.tsx';
import { VariantRow } from './VariantRow.tsx';

/** The family's variants, each row with its own stock, lead time and price breaks to edit and save. */
export function VariantTable({ family, strings }: { family: EditorFamily; strings: EditorStrings }) {
  const text = strings.products;
  return (
    <>
      <h4>{text.variantsTitle}</h4>
      {family.variants.length === 0 ? (
        <p className="editor-note">{text.noVariants}</p>
      ) : (
        <>
          <p id="variant-price-hint" className="field-hint">{text.priceBreaksHint}</p>
          <EditorTable
            caption={fill(text.variantsCaption, { code: family.code })}
            columns={[text.partNo, text.stock, text.leadTime, text.priceBreaks, strings.actions]}
            className="variant-table"
          >
            {family.variants.map((variant) => <VariantRow key={variant.id} variant={variant} strings={strings} />)}
          </EditorTable>
        </>
      )}
    </>
  );
}
