import { useEffect, useState } from 'react';
import type { StaffReturn } from '#contract/calls/staff-returns.ts';
import { formatDate } from '#contract/format/dates.ts';
import { formatPence } from '#contract/format/money.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { RETURN_REASON_WORDS, RETURN_STATE_WORDS } from '#contract/rules/return-states.ts';
import { staffReturnGet, staffReturnPhoto } from '../../../api/staff-returns.ts';
import { useAnswer } from '../../use-answer.ts';
import { Answer } from '../Answer.tsx';
import type { SectionProps } from '../section-props.ts';
import { ReturnActions } from './ReturnActions.tsx';

/** One return for staff: the request, the buyer's photos, what came back, and the move its state allows. */
export function ReturnPanel({ id, onBack, ...props }: SectionProps & { id: number; onBack: () => void }) {
  const item = useAnswer(() => staffReturnGet(id), `staff-return-${id}`);
  return (
    <>
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          {props.strings.returns.back}
        </button>
      </p>
      <Answer call={item} strings={props.strings}>
        {(loaded) => <ReturnView item={loaded} {...props} onChanged={item.setAnswer} />}
      </Answer>
    </>
  );
}

function ReturnView({
  item,
  locale,
  strings,
  onChanged,
}: SectionProps & { item: StaffReturn; onChanged: (next: StaffReturn) => void }) {
  const text = strings.returns;
  const title = item.returnNo ?? `#${item.id}`;
  return (
    <article className="staff-order" aria-labelledby="staff-return-title">
      <h3 id="staff-return-title">{fill(text.heading, { title })}</h3>
      <dl className="staff-order-facts">
        <div>
          <dt>{text.state}</dt>
          <dd>{pick(RETURN_STATE_WORDS[item.state], locale)}</dd>
        </div>
        <div>
          <dt>{text.order}</dt>
          <dd>{item.orderNo}</dd>
        </div>
        <div>
          <dt>{text.buyer}</dt>
          <dd>
            {item.buyerName} ({item.buyerEmail}){item.companyName && `, ${item.companyName}`}
          </dd>
        </div>
        <div>
          <dt>{text.asked}</dt>
          <dd>{formatDate(item.createdAt, locale)}</dd>
        </div>
        <div>
          <dt>{text.reason}</dt>
          <dd>{pick(RETURN_REASON_WORDS[item.reason], locale)}</dd>
        </div>
        {item.note && (
          <div>
            <dt>{text.note}</dt>
            <dd>{item.note}</dd>
          </div>
        )}
        {item.staffMessage && (
          <div>
            <dt>{text.message}</dt>
            <dd>{item.staffMessage}</dd>
          </div>
        )}
        {item.returnAddress && (
          <div>
            <dt>{text.address}</dt>
            <dd className="staff-return-address">{item.returnAddress}</dd>
          </div>
        )}
        {item.creditNote && (
          <div>
            <dt>{strings.creditNotes.number}</dt>
            <dd>
              {fill(text.creditNote, {
                creditNoteNo: item.creditNote.creditNoteNo,
                amount: formatPence(item.creditNote.totalPence, locale),
              })}
            </dd>
          </div>
        )}
      </dl>
      <h4>{text.lines}</h4>
      <ul>
        {item.lines.map((line) => (
          <li key={line.lineNo}>
            {fill(item.state === 'received' ? text.lineReceived : text.lineAsked, {
              partNo: line.partNo,
              quantity: line.quantity,
              received: line.receivedQty,
              resaleable: line.resaleableQty,
            })}
          </li>
        ))}
      </ul>
      {item.photoPositions.length > 0 && (
        <>
          <h4>{text.photos}</h4>
          <div className="staff-return-photos">
            {item.photoPositions.map((position) => (
              <ReturnPhoto key={position} id={item.id} position={position} alt={fill(text.photoAlt, { position })} />
            ))}
          </div>
        </>
      )}
      <ReturnActions item={item} locale={locale} strings={strings} onChanged={onChanged} />
    </article>
  );
}

/** A photo fetched with the session (it is private), shown from memory. */
function ReturnPhoto({ id, position, alt }: { id: number; position: number; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void staffReturnPhoto(id, position).then(({ blob }) => {
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, position]);
  return url ? <img src={url} alt={alt} width={160} /> : null;
}
