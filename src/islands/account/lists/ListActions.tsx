import { useId, useState, type SubmitEvent } from 'react';
import type { PartsListDetail } from '#contract/calls/parts-lists.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import {
  partsListCopy,
  partsListDelete,
  partsListExport,
  partsListRename,
  partsListShare,
} from '../../../api/parts-lists.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import { ListNameField, nameProblem } from './ListNameField.tsx';
import { listDetailsPath, type PartsListsStrings } from './lists-strings.ts';

interface Props {
  list: PartsListDetail;
  onChanged: (list: PartsListDetail) => void;
  locale: Locale;
  strings: PartsListsStrings;
}

/** Rename, share or make private, delete (owner or company admin); copy and download (anyone who sees it). */
export function ListActions({ list, onChanged, locale, strings }: Props) {
  const [renaming, setRenaming] = useState(false);
  const share = useChange((shared: boolean) => partsListShare(list.id, shared));
  const copy = useChange(() =>
    partsListCopy(list.id, [...fill(strings.copyName, { name: list.name })].slice(0, PARTS_LIST_LIMITS.name).join('')),
  );
  const remove = useChange(() => partsListDelete(list.id));
  const download = useChange((format: 'csv' | 'xlsx') => partsListExport(list.id, format));

  async function toggleShare() {
    const next = await share.change(!list.shared);
    if (!next) return;
    onChanged(next);
    showMessage('success', next.shared ? strings.sharedDone : strings.privateDone);
  }
  async function copyList() {
    const made = await copy.change(undefined);
    if (!made) return;
    showMessage('success', fill(strings.copied, { name: made.name }));
    window.location.assign(listDetailsPath(locale, made.id));
  }
  async function deleteList() {
    if (!window.confirm(fill(strings.removeConfirm, { name: list.name, n: list.lines.length }))) return;
    if ((await remove.change(undefined)) === undefined) return;
    showMessage('success', strings.removed);
    window.location.assign(localePath(locale, '/acList'));
  }
  async function save(format: 'csv' | 'xlsx') {
    const file = await download.change(format);
    if (!file) return;
    saveFile(file.blob, file.fileName);
    showMessage('success', fill(strings.exportSaved, { fileName: file.fileName }));
  }

  return (
    <div className="order-actions" role="group" aria-label={strings.listActions}>
      <div className="order-action-buttons">
        {list.canChange && !renaming && (
          <button type="button" className="button secondary" onClick={() => setRenaming(true)}>
            {strings.rename}
          </button>
        )}
        {list.canChange && list.canShare && (
          <button type="button" className="button secondary" disabled={share.busy} onClick={() => void toggleShare()}>
            {list.shared ? strings.unshare : strings.share}
          </button>
        )}
        <button type="button" className="button secondary" disabled={copy.busy} onClick={() => void copyList()}>
          {strings.copy}
        </button>
        <button type="button" className="button secondary" disabled={download.busy} onClick={() => void save('csv')}>
          {strings.exportCsv}
        </button>
        <button type="button" className="button secondary" disabled={download.busy} onClick={() => void save('xlsx')}>
          {strings.exportXlsx}
        </button>
        {list.canChange && (
          <button type="button" className="button secondary" disabled={remove.busy} onClick={() => void deleteList()}>
            {strings.remove}
          </button>
        )}
      </div>
      {renaming && (
        <RenameForm
          list={list}
          onDone={(next) => {
            if (next) onChanged(next);
            setRenaming(false);
          }}
          strings={strings}
        />
      )}
    </div>
  );
}

function RenameForm({
  list,
  onDone,
  strings,
}: {
  list: PartsListDetail;
  onDone: (list: PartsListDetail | null) => void;
  strings: PartsListsStrings;
}) {
  const id = useId();
  const [name, setName] = useState(list.name);
  const [tried, setTried] = useState(false);
  const rename = useChange((next: string) => partsListRename(list.id, next));
  const problem = tried ? nameProblem(name, strings) : null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (nameProblem(name, strings)) return;
    const next = await rename.change(name.trim());
    if (next) onDone(next);
  }

  return (
    <form className="list-rename" onSubmit={(event) => void submit(event)} noValidate>
      <ListNameField
        id={`${id}-name`}
        label={strings.newName}
        value={name}
        onChange={setName}
        problem={problem}
        autoFocus
      />
      <button type="submit" className="button" disabled={rename.busy}>
        {strings.save}
      </button>
      <button type="button" className="button secondary" onClick={() => onDone(null)}>
        {strings.cancel}
      </button>
    </form>
  );
}
