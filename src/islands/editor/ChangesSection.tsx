import { useState } from 'react';
import { changeList } from '../../api/editor.ts';
import { detailLines } from '../../lib/editor/change-detail.ts';
import { changeHeadline } from '../../lib/editor/change-headline.ts';
import { pageCount } from '../../lib/editor/paging.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { EditorTable } from './EditorTable.tsx';
import { ListPager } from '../ListPager.tsx';
import type { SectionProps } from './section-props.ts';

const PAGE_SIZE = 25;

/** The audit record: every change an editor made, newest first, a page at a time. */
export function ChangesSection({ locale, strings }: SectionProps) {
  const text = strings.changes;
  const [page, setPage] = useState(1);
  const changes = useAnswer(() => changeList({ page, pageSize: PAGE_SIZE }), `changes-${page}`);
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <Answer call={changes} strings={strings}>
        {({ list, total, pageSize }) =>
          list.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <>
              <EditorTable caption={text.caption} columns={[text.when, text.who, text.what]} className="change-table">
                {list.map((change) => {
                  const lines = detailLines(change.detail, locale);
                  return (
                    <tr key={change.id}>
                      <td>{formatDateTime(change.at, locale)}</td>
                      <td>{change.email}</td>
                      <td>
                        {changeHeadline(change, locale, text)}
                        {/* In English the stored summary leads; other languages' headline already is this line. */}
                        {locale === 'en' && (
                          <small>
                            {fill(text.record, {
                              area: text.areas[change.area] ?? change.area,
                              record: change.recordId,
                              action: text.actions[change.action] ?? change.action,
                            })}
                          </small>
                        )}
                        {lines.length > 0 && (
                          <details>
                            <summary>{text.details}</summary>
                            <ul className="change-lines">
                              {lines.map((line, index) => (
                                <li key={index}>{line}</li>
                              ))}
                            </ul>
                          </details>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </EditorTable>
              <ListPager
                page={page}
                pages={pageCount(total, pageSize)}
                onPage={setPage}
                label={text.caption}
                strings={strings}
              />
            </>
          )
        }
      </Answer>
    </>
  );
}
