import { useState } from 'react';
import type { BomMatchAnswer } from '#contract/calls/bom.ts';
import type { QuickAddProblem } from '#contract/calls/basket.ts';
import { formatCount } from '#contract/format/money.ts';
import { localePath, type Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { basketQuickAdd } from '../../api/basket.ts';
import { setBasketCount } from '../../stores/session-change.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import {
  basketLines,
  firstChoices,
  listLines,
  quickOrderTexts,
  type BomListLine,
  type RowChoice,
} from './bom-choices.ts';
import type { BomStrings } from './bom-strings.ts';
import { BomReviewRow } from './BomReviewRow.tsx';

interface Props {
  answer: BomMatchAnswer;
  locale: Locale;
  strings: BomStrings;
  /** "Save as a new parts list": every row, those not found included, and whether to share the list; left out, the button is not shown. */
  onSaveAsList?: (lines: BomListLine[], shared: boolean) => void;
  /** The buyer belongs to a company: the new list may be shared with it, as on the list page. */
  canShareList?: boolean;
}

interface Added {
  lines: number;
  problems: QuickAddProblem[];
}

/** The review of a matched BOM: the buyer picks suggestions and quantities, then sends the chosen rows to the basket. */
export function BomReview({ answer, locale, strings, onSaveAsList, canShareList }: Props) {
  const [choices, setChoices] = useState(() => firstChoices(answer));
  const [shareList, setShareList] = useState(false);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<Added | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const count = (status: string) => formatCount(answer.rows.filter((r) => r.status === status).length, locale);
  const change = (line: number, choice: RowChoice) => setChoices((before) => new Map(before).set(line, choice));

  async function addToBasket() {
    const lines = basketLines(answer.rows, choices);
    setProblem(lines.length === 0 ? strings.nothingToAdd : null);
    if (lines.length === 0 || busy) return;
    setBusy(true);
    setAdded(null);
    const problems: QuickAddProblem[] = [];
    let sent = 0;
    try {
      // pri/basketQuickAdd takes 200 lines at once; its problems name the line of its own text.
      for (const text of quickOrderTexts(lines)) {
        const result = await basketQuickAdd(text);
        problems.push(...result.problems.map((p) => ({ ...p, line: lines[sent + p.line - 1]!.line })));
        sent += text.split('\n').length;
        setBasketCount(result.basket.basketCount);
      }
    } catch (error) {
      tellBuyer(error);
    } finally {
      setBusy(false);
      setAdded({ lines: sent - problems.length, problems });
    }
  }

  return (
    <div className="bom-review">
      <p role="status" className="bom-summary">
        {fill(strings.summary, {
          matched: count('matched'),
          suggested: count('suggested'),
          notFound: count('notFound'),
        })}
      </p>
      <div className="bom-table-wrap" role="region" aria-label={strings.reviewCaption} tabIndex={0}>
        <table className="data-table bom-table">
          <caption>{strings.reviewCaption}</caption>
          <thead>
            <tr>
              {[
                strings.line,
                strings.asWritten,
                strings.status,
                strings.part,
                strings.quantity,
                strings.unitPrice,
                strings.lineTotal,
                strings.stock,
              ].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{fill(strings.include, { line: '' }).trim()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.rows.map((row) => (
              <BomReviewRow
                key={row.line}
                row={row}
                choice={choices.get(row.line)!}
                onChange={(c) => change(row.line, c)}
                locale={locale}
                strings={strings}
              />
            ))}
          </tbody>
        </table>
      </div>
      <p className="field-hint">{strings.pricesNote}</p>
      <div className="bom-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void addToBasket()}>
          {busy ? strings.adding : strings.addToBasket}
        </button>
        {onSaveAsList && (
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => onSaveAsList(listLines(answer.rows, choices), canShareList === true && shareList)}
          >
            {strings.saveAsList}
          </button>
        )}
        {onSaveAsList && canShareList && (
          <label className="check">
            <input type="checkbox" checked={shareList} onChange={(event) => setShareList(event.target.checked)} />{' '}
            {strings.shareNewList}
          </label>
        )}
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
      {added && (
        <div role="status" className="bom-added">
          <p>
            {fill(strings.added, { n: added.lines })} <a href={localePath(locale, '/basket')}>{strings.toBasket}</a>
          </p>
          {added.problems.length > 0 && (
            <p>{fill(strings.notAdded, { lines: added.problems.map((p) => `${p.line}: ${p.reason}`).join('; ') })}</p>
          )}
        </div>
      )}
    </div>
  );
}
