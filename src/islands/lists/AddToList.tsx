import '../../styles/parts-lists.css';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { PartsListDetail } from '#contract/calls/parts-lists.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { listLineRow } from '#contract/rules/parts-list-lines.ts';
import { partsListAddLines, partsListCreate, partsListList } from '../../api/parts-lists.ts';
import { showMessage } from '../../stores/messages.ts';
import { useAnswer } from '../use-answer.ts';
import { useChange } from '../use-change.ts';
import { listDetailsPath } from '../account/lists/lists-strings.ts';
import { ListNameField, nameProblem } from '../account/lists/ListNameField.tsx';
import type { AddToListStrings } from './add-to-list-strings.ts';

interface Props {
  partNo: string;
  quantity: number;
  locale: Locale;
  strings: AddToListStrings;
  onClose: () => void;
}

const NEW = 'new';

/**
 * "Add to list": a part and quantity go to one of the lists the buyer may change, or to a new list
 * named here. Loaded only when the buyer first asks for it (the product page's script budget).
 */
export default function AddToList({ partNo, quantity, locale, strings, onClose }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { answer } = useAnswer(partsListList, 'parts lists');
  const lists = answer?.lists.filter((l) => l.canChange) ?? [];
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  // What was added, and for which row: a new part or quantity chosen while the panel is open starts afresh.
  const [added, setAdded] = useState<{ list: PartsListDetail; row: string } | null>(null);
  const row = listLineRow({ partNo, quantity, note: '' });
  const send = useChange((target: string) =>
    target === NEW ? partsListCreate({ name: name.trim(), lines: row }) : partsListAddLines(Number(target), row),
  );
  const chosen = choice === '' ? (lists[0] ? String(lists[0].id) : NEW) : choice;
  const problem = tried && chosen === NEW ? nameProblem(name, strings) : null;

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (chosen === NEW && nameProblem(name, strings)) return;
    const list = await send.change(chosen);
    if (!list) return;
    setAdded({ list, row });
    showMessage('success', fill(strings.addedToList, { qty: quantity, partNo, name: list.name }));
  }

  return (
    <form className="add-to-list" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {fill(strings.addToListOf, { partNo })}
      </h3>
      {!answer && <p role="status">{strings.loadingLists}</p>}
      {answer && (
        <>
          <div className="field">
            <label htmlFor={`${id}-list`}>{strings.chooseList}</label>
            <select id={`${id}-list`} value={chosen} onChange={(event) => setChoice(event.target.value)}>
              {lists.map((l) => (
                <option key={l.id} value={String(l.id)}>
                  {l.name}
                </option>
              ))}
              <option value={NEW}>{strings.newListOption}</option>
            </select>
          </div>
          {chosen === NEW && (
            <ListNameField
              id={`${id}-name`}
              label={strings.newListName}
              value={name}
              onChange={setName}
              problem={problem}
            />
          )}
        </>
      )}
      {added?.row === row && (
        <p role="status">
          {fill(strings.addedToList, { qty: quantity, partNo, name: added.list.name })}{' '}
          <a href={listDetailsPath(locale, added.list.id)}>{strings.openList}</a>
        </p>
      )}
      <div className="add-to-list-buttons">
        <button type="submit" className="button" disabled={!answer || send.busy}>
          {strings.addToListButton}
        </button>
        <button type="button" className="button secondary" onClick={onClose}>
          {strings.close}
        </button>
      </div>
    </form>
  );
}
