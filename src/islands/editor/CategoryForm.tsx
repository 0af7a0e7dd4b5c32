import { categoryImage, categorySave } from '../../api/editor.ts';
import type { EditorCategory } from '#contract/calls/editor-categories.ts';
import { localised } from '../../i18n/localised.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { EditPanel } from './EditPanel.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import { SaveBar } from './SaveBar.tsx';
import type { SectionProps } from './section-props.ts';
import { TextPair } from './TextPair.tsx';
import { useEditForm } from './use-edit-form.ts';

interface Props extends SectionProps {
  category: EditorCategory;
  /** The category as the server answered a save or a new picture. */
  onSaved: (category: EditorCategory) => void;
  onBack: () => void;
}

/** A category's names in both languages, its position among its siblings, and its picture. */
export function CategoryForm({ category, locale, strings, onSaved, onBack }: Props) {
  const text = strings.categories;
  const initial = { name: category.name, nameZh: category.nameZh, sortOrder: String(category.sortOrder) };
  const form = useEditForm(
    initial,
    (values) => categorySave({ id: category.id, ...values, sortOrder: Number(values.sortOrder) }),
    onSaved,
  );
  const name = localised(category, 'name', locale);
  return (
    <EditPanel id="category" title={fill(strings.editOf, { name })} onBack={onBack} strings={strings}>
      <form className="editor-form" aria-labelledby="category-title" onSubmit={(event) => void form.submit(event)}>
        <TextPair
          form="category"
          name="name"
          values={form.values}
          labels={text.labels}
          onChange={form.change}
          maxLength={EDITOR_LIMITS.categoryName}
          strings={strings}
        />
        <div className="field">
          <label htmlFor="category-sortOrder">{text.labels.sortOrder}</label>
          <input
            id="category-sortOrder"
            type="number"
            inputMode="numeric"
            required
            min={EDITOR_LIMITS.categorySortMin}
            max={EDITOR_LIMITS.categorySortMax}
            step={1}
            value={form.values.sortOrder}
            aria-describedby="category-sortOrder-hint"
            onChange={(event) => form.change('sortOrder', event.target.value)}
          />
          <p id="category-sortOrder-hint" className="field-hint">
            {text.positionHint}
          </p>
        </div>
        <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
      </form>
      <ImageUpload
        id="category-image"
        name={name}
        imageUrl={category.imageUrl}
        upload={(image) => categoryImage({ id: category.id, ...image }).then(onSaved)}
        strings={strings}
      />
    </EditPanel>
  );
}
