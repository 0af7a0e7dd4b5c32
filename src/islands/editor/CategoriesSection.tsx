import { useState } from 'react';
import { categoryList } from '../../api/editor.ts';
import type { EditorCategory } from '#contract/calls/editor-categories.ts';
import { localised } from '../../i18n/localised.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { CategoryForm } from './CategoryForm.tsx';
import { EditButton } from './EditButton.tsx';
import { EditorTable } from './EditorTable.tsx';
import type { SectionProps } from './section-props.ts';
import { useFocusAfter } from './use-focus-after.ts';

/** The category tree, each category under its parent; one category's form in its place. */
export function CategoriesSection({ locale, strings }: SectionProps) {
  const text = strings.categories;
  const categories = useAnswer(categoryList, 'categories');
  const [editing, setEditing] = useState<EditorCategory | null>(null);
  const focusLater = useFocusAfter();

  if (editing) {
    const back = () => {
      focusLater(`category-${editing.id}-edit`);
      setEditing(null);
      // A new position moves the category among its siblings: the server orders the tree.
      categories.retry();
    };
    return <CategoryForm category={editing} locale={locale} strings={strings} onSaved={setEditing} onBack={back} />;
  }
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <Answer call={categories} strings={strings}>
        {({ list }) => (
          <EditorTable
            caption={text.caption}
            columns={[text.name, text.level, text.position, text.picture, strings.actions]}
          >
            {list.map((category) => {
              const name = localised(category, 'name', locale);
              return (
                <tr key={category.id}>
                  {/* Indented 1rem a level below the groups: the tree's shape without a tree widget. */}
                  <th
                    scope="row"
                    className="tree-name"
                    style={{ paddingInlineStart: `${0.6 + category.level - 1}rem` }}
                  >
                    {name}
                  </th>
                  <td className="num">{category.level}</td>
                  <td className="num">{category.sortOrder}</td>
                  <td>
                    {category.imageUrl && <img src={category.imageUrl} alt="" width={48} height={36} loading="lazy" />}
                  </td>
                  <td>
                    <EditButton
                      id={`category-${category.id}-edit`}
                      name={name}
                      onClick={() => setEditing(category)}
                      strings={strings}
                    />
                  </td>
                </tr>
              );
            })}
          </EditorTable>
        )}
      </Answer>
    </>
  );
}
