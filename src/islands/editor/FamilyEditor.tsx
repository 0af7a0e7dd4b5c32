import { familyGet, familyImage } from '../../api/editor.ts';
import { localePath } from '#contract/i18n/locales.ts';
import { localised } from '../../i18n/localised.ts';
import { productHref } from '../../lib/catalogue/tree-walk.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { EditPanel } from './EditPanel.tsx';
import { FamilyDrawing } from './FamilyDrawing.tsx';
import { FamilyForm } from './FamilyForm.tsx';
import { FamilyShapeForm } from './FamilyShapeForm.tsx';
import { ImageUpload } from './ImageUpload.tsx';
import type { SectionProps } from './section-props.ts';
import { VariantTable } from './VariantTable.tsx';

interface Props extends SectionProps {
  id: number;
  onBack: () => void;
}

/** One product family: its texts, kind of solid, picture, drawing and its variants' dimensions, finishes, stock, lead time and prices. */
export function FamilyEditor({ id, locale, strings, onBack }: Props) {
  const text = strings.products;
  const family = useAnswer(() => familyGet(id), `family-${id}`);
  const name = family.answer ? localised(family.answer, 'name', locale) : '';
  return (
    <EditPanel
      id="family"
      title={name ? fill(strings.editOf, { name }) : strings.loading}
      onBack={onBack}
      strings={strings}
    >
      <Answer call={family} strings={strings}>
        {(answer) => (
          <>
            <p>
              <code>{answer.code}</code> <a href={localePath(locale, productHref(answer))}>{text.viewPage}</a>
            </p>
            <FamilyForm family={answer} strings={strings} onSaved={family.setAnswer} />
            <FamilyShapeForm family={answer} locale={locale} strings={strings} onSaved={family.setAnswer} />
            <h4>{text.pictureTitle}</h4>
            <ImageUpload
              id="family-image"
              name={name}
              imageUrl={answer.imageUrl}
              upload={(image) => familyImage({ id, ...image }).then(family.setAnswer)}
              strings={strings}
            />
            <FamilyDrawing family={answer} onSaved={family.setAnswer} strings={strings} />
            <VariantTable family={answer} strings={strings} onSaved={family.retry} />
          </>
        )}
      </Answer>
    </EditPanel>
  );
}
