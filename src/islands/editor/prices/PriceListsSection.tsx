import { useState } from 'react';
import type { PriceListRow } from '#contract/calls/staff-price-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import { priceListList } from '../../../api/price-lists.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import { EditorTable } from '../EditorTable.tsx';
import { useFocusAfter } from '../use-focus-after.ts';
import type { SectionProps } from '../section-props.ts';
import { PriceListForm } from './PriceListForm.tsx';
import { PriceListPanel } from './PriceListPanel.tsx';

/** Sales' and admins' trade price lists: every list with its days, holders and rules; a new one; one opened in place. */
export function PriceListsSection(props: SectionProps) {
  const text = props.strings.priceLists;
  const [openId, setOpenId] = useState<number | null>(null);
  const lists = useAnswer(priceListList, `price-lists-${openId ?? ''}`);
  // The list opened, or the list of lists again, replaces what the editor used: focus follows it.
  const focusLater = useFocusAfter();
  const open = (id: number) => {
    setOpenId(id);
    focusLater('price-list-title');
  };
  const back = () => {
    setOpenId(null);
    focusLater('editor-section-title');
  };
  if (openId !== null) return <PriceListPanel {...props} id={openId} onBack={back} />;
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <Answer call={lists} strings={props.strings}>
        {({ list }) =>
          list.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <PriceListTable {...props} lists={list} onOpen={open} />
          )
        }
      </Answer>
      <PriceListForm
        id="price-list-new"
        title={text.newTitle}
        submit={text.create}
        strings={props.strings}
        onSaved={(made) => open(made.id)}
      />
    </>
  );
}

function PriceListTable({
  strings,
  lists,
  onOpen,
}: SectionProps & { lists: PriceListRow[]; onOpen: (id: number) => void }) {
  const text = strings.priceLists;
  const c = text.columns;
  return (
    <EditorTable caption={text.caption} columns={[c.name, c.currency, c.validFrom, c.validUntil, c.holders, c.rules]}>
      {lists.map((l) => (
        <tr key={l.id}>
          <td>
            <button
              type="button"
              className="text-button"
              aria-label={fill(text.open, { name: l.name })}
              onClick={() => onOpen(l.id)}
            >
              {l.name}
            </button>
          </td>
          <td>{l.currency}</td>
          <td>{l.validFrom ?? text.openDay}</td>
          <td>{l.validUntil ?? text.openDay}</td>
          <td className="num">{l.companies.length + l.accounts.length}</td>
          <td className="num">{l.ruleCount}</td>
        </tr>
      ))}
    </EditorTable>
  );
}
