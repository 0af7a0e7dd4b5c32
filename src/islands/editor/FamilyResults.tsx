import { familyList } from '../../api/editor.ts';
import type { FamilyListRequest } from '#contract/calls/editor-families.ts';
import { localised } from '../../i18n/localised.ts';
import { pageCount } from '../../lib/editor/paging.ts';
import { fill } from '#contract/i18n/text.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { EditButton } from './EditButton.tsx';
import { EditorTable } from './EditorTable.tsx';
import { ListPager } from '../ListPager.tsx';
import type { SectionProps } from './section-props.ts';

interface Props extends SectionProps {
  query: FamilyListRequest;
  onPage: (page: number) => void;
  onEdit: (id: number) => void;
}

const PAGE_SIZE = 20;

/** One page of the families found, each with its Edit button. */
export function FamilyResults({ query, onPage, onEdit, locale, strings }: Props) {
  const text = strings.products;
  const families = useAnswer(() => familyList({ ...query, pageSize: PAGE_SIZE }), JSON.stringify(query));
  return (
    <Answer call={families} strings={strings}>
      {({ list, total, page, pageSize }) =>
        list.length === 0 ? (
          <p className="editor-note" role="status">
            {text.none}
          </p>
        ) : (
          <>
            <p className="editor-note" role="status">
              {fill(text.found, { total })}
            </p>
            <EditorTable caption={text.caption} columns={[text.code, text.name, text.variantCount, strings.actions]}>
              {list.map((family) => {
                const name = localised(family, 'name', locale);
                return (
                  <tr key={family.id}>
                    <td>
                      <code>{family.code}</code>
                    </td>
                    <th scope="row">{name}</th>
                    <td className="num">{family.variantCount}</td>
                    <td>
                      <EditButton
                        id={`family-${family.id}-edit`}
                        name={name}
                        onClick={() => onEdit(family.id)}
                        strings={strings}
                      />
                    </td>
                  </tr>
                );
              })}
            </EditorTable>
            <ListPager
              page={page}
              pages={pageCount(total, pageSize)}
              onPage={onPage}
              label={text.caption}
              strings={strings}
            />
          </>
        )
      }
    </Answer>
  );
}
