import { useState } from 'react';
import { formatDate } from '#contract/format/dates.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import {
  RETURN_REASON_WORDS,
  RETURN_STATES,
  RETURN_STATE_WORDS,
  type ReturnState,
} from '#contract/rules/return-states.ts';
import { staffReturnList } from '../../../api/staff-returns.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import { EditorTable } from '../EditorTable.tsx';
import type { SectionProps } from '../section-props.ts';
import { RestockingFeesForm } from './RestockingFeesForm.tsx';
import { ReturnPanel } from './ReturnPanel.tsx';

/** Sales' returns: the list by state, one return opened in place to act on, and the restocking fees. */
export function ReturnsSection(props: SectionProps) {
  const { locale, strings } = props;
  const text = strings.returns;
  const [state, setState] = useState<ReturnState | undefined>('requested');
  const [openId, setOpenId] = useState<number | null>(null);
  const returns = useAnswer(() => staffReturnList(state), `staffReturns ${state ?? ''} ${openId}`);
  if (openId !== null) return <ReturnPanel id={openId} {...props} onBack={() => setOpenId(null)} />;
  return (
    <>
      <p className="editor-intro">{text.intro}</p>
      <div className="field">
        <label htmlFor="returns-state">{text.filter}</label>
        <select
          id="returns-state"
          value={state ?? ''}
          onChange={(e) => setState(RETURN_STATES.find((s) => s === e.target.value))}
        >
          <option value="">{text.anyState}</option>
          {RETURN_STATES.map((s) => (
            <option key={s} value={s}>
              {pick(RETURN_STATE_WORDS[s], locale)}
            </option>
          ))}
        </select>
      </div>
      <Answer call={returns} strings={strings}>
        {({ returns: rows }) =>
          rows.length === 0 ? (
            <p className="editor-note">{text.none}</p>
          ) : (
            <EditorTable
              caption={text.caption}
              columns={[text.returnNo, text.order, text.buyer, text.company, text.asked, text.reason, text.state]}
            >
              {rows.map((r) => {
                const title = r.returnNo ?? `#${r.id}`;
                return (
                  <tr key={r.id}>
                    <td>
                      <button
                        type="button"
                        className="text-button"
                        aria-label={fill(text.open, { title })}
                        onClick={() => setOpenId(r.id)}
                      >
                        {r.returnNo ?? text.notYet}
                      </button>
                    </td>
                    <td>{r.orderNo}</td>
                    <td>{r.buyerName}</td>
                    <td>{r.companyName}</td>
                    <td>{formatDate(r.createdAt, locale)}</td>
                    <td>{pick(RETURN_REASON_WORDS[r.reason], locale)}</td>
                    <td>{pick(RETURN_STATE_WORDS[r.state], locale)}</td>
                  </tr>
                );
              })}
            </EditorTable>
          )
        }
      </Answer>
      <RestockingFeesForm {...props} />
    </>
  );
}
