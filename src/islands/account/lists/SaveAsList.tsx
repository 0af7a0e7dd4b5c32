import { useState } from 'react';
import type { PartsListDetail } from '#contract/calls/parts-lists.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { partsListFromOrder } from '../../../api/parts-lists.ts';
import { useChange } from '../../use-change.ts';
import { listDetailsPath, type PartsListsStrings } from './lists-strings.ts';

export type SaveAsListStrings = Pick<
  PartsListsStrings,
  'saveAsList' | 'savingAsList' | 'orderListName' | 'savedAsList' | 'openList'
>;

interface Props {
  orderId: number;
  orderNo: string;
  locale: Locale;
  strings: SaveAsListStrings;
}

/** "Save as list" on a past order: a new private list of its parts and quantities, named after the order (renamed on its page). */
export function SaveAsList({ orderId, orderNo, locale, strings }: Props) {
  const [saved, setSaved] = useState<PartsListDetail | null>(null);
  const save = useChange(() => partsListFromOrder(orderId, fill(strings.orderListName, { orderNo })));

  async function saveNow() {
    const list = await save.change(undefined);
    if (list) setSaved(list);
  }

  return (
    <>
      <button type="button" className="button secondary" disabled={save.busy} onClick={() => void saveNow()}>
        {save.busy ? strings.savingAsList : strings.saveAsList}
      </button>
      {saved && (
        <p role="status" className="saved-as-list">
          {fill(strings.savedAsList, { name: saved.name })}{' '}
          <a href={listDetailsPath(locale, saved.id)}>{strings.openList}</a>
        </p>
      )}
    </>
  );
}
