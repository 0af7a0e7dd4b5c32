import { useId, useState, type SubmitEvent } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { partsListCreate } from '../../../api/parts-lists.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import { ListNameField, nameProblem } from './ListNameField.tsx';
import { listDetailsPath, type PartsListsStrings } from './lists-strings.ts';

interface Props {
  canShare: boolean;
  locale: Locale;
  strings: PartsListsStrings;
}

/** "New parts list": a name and, for a company member, whether to share it; the new list opens. */
export function NewListForm({ canShare, locale, strings }: Props) {
  const id = useId();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [tried, setTried] = useState(false);
  const create = useChange(partsListCreate);
  const problem = tried ? nameProblem(name, strings) : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (nameProblem(name, strings)) {
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    const list = await create.change({ name: name.trim(), ...(shared ? { shared } : {}) });
    if (!list) return;
    showMessage('success', fill(strings.created, { name: list.name }));
    window.location.assign(listDetailsPath(locale, list.id));
  }

  return (
    <form className="list-new" aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={`${id}-title`}>{strings.newList}</h2>
      <ListNameField id={`${id}-name`} label={strings.name} value={name} onChange={setName} problem={problem} />
      {canShare ? (
        <label className="check">
          <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />{' '}
          {strings.shareWithCompany}
        </label>
      ) : (
        <p className="field-hint">{strings.privateOnly}</p>
      )}
      <p>
        <button type="submit" className="button" disabled={create.busy}>
          {create.busy ? strings.creating : strings.create}
        </button>
      </p>
    </form>
  );
}
