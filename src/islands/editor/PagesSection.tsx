import { useState } from 'react';
import { pageList } from '../../api/editor.ts';
import type { EditorPage } from '#contract/calls/editor-pages.ts';
import { localised } from '../../i18n/localised.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { EditButton } from './EditButton.tsx';
import { EditorTable } from './EditorTable.tsx';
import { PageForm } from './PageForm.tsx';
import type { SectionProps } from './section-props.ts';
import { useFocusAfter } from './use-focus-after.ts';

/** The info and legal pages: a fixed list, each edited in its place. */
export function PagesSection({ locale, strings }: SectionProps) {
  const text = strings.pages;
  const pages = useAnswer(pageList, 'pages');
  const [editing, setEditing] = useState<EditorPage | null>(null);
  const focusLater = useFocusAfter();

  function saved(page: EditorPage) {
    pages.setAnswer({ list: (pages.answer?.list ?? []).map((p) => (p.slug === page.slug ? page : p)) });
  }

  if (editing) {
    const back = () => {
      focusLater(`page-${editing.slug}-edit`);
      setEditing(null);
    };
    return <PageForm page={editing} locale={locale} strings={strings} onSaved={saved} onBack={back} />;
  }
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <Answer call={pages} strings={strings}>
        {({ list }) => (
          <EditorTable caption={text.caption} columns={[text.name, text.address, text.updated, strings.actions]}>
            {list.map((page) => {
              const name = localised(page, 'title', locale);
              return (
                <tr key={page.slug}>
                  <th scope="row">{name}</th>
                  <td>
                    <code>/{page.slug}</code>
                  </td>
                  <td>{formatDateTime(page.updatedAt, locale)}</td>
                  <td>
                    <EditButton
                      id={`page-${page.slug}-edit`}
                      name={name}
                      onClick={() => setEditing(page)}
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
