import { familySave } from '../../api/editor.ts';
import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { FAMILY_TEXTS, pickFields } from '../../lib/editor/form-fields.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { SaveBar } from './SaveBar.tsx';
import { TextPair } from './TextPair.tsx';
import { useEditForm } from './use-edit-form.ts';

interface Props {
  family: EditorFamily;
  /** The family as the server answered the save (its URL name follows the English name). */
  onSaved: (family: EditorFamily) => void;
  strings: EditorStrings;
}

/** A family's name, description, material and finish in both languages. */
export function FamilyForm({ family, onSaved, strings }: Props) {
  const text = strings.products;
  const form = useEditForm(
    pickFields(family, FAMILY_TEXTS),
    (values) => familySave({ id: family.id, ...values }),
    onSaved,
  );
  const shared = { form: 'family', values: form.values, labels: text.labels, onChange: form.change, strings };
  return (
    <form className="editor-form" aria-labelledby="family-texts-title" onSubmit={(event) => void form.submit(event)}>
      <h4 id="family-texts-title">{text.textsTitle}</h4>
      <TextPair {...shared} name="name" maxLength={EDITOR_LIMITS.familyName} />
      <TextPair {...shared} name="description" kind="text" maxLength={EDITOR_LIMITS.familyDescription} />
      <TextPair {...shared} name="material" maxLength={EDITOR_LIMITS.familyMaterial} />
      <TextPair {...shared} name="finish" maxLength={EDITOR_LIMITS.familyFinish} />
      <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
    </form>
  );
}
