import { useId, useState, type FormEvent } from 'react';
import type { OrderDetail } from '#contract/calls/orders.ts';
import type { OrderReturns } from '#contract/calls/returns.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { RETURN_LIMITS, RETURN_PHOTO_TYPES } from '#contract/limits/returns.ts';
import { RETURN_REASONS, RETURN_REASON_WORDS, type ReturnReason } from '#contract/rules/return-states.ts';
import { returnRequest } from '../../../api/returns.ts';
import { showMessage } from '../../../stores/messages.ts';
import { useChange } from '../../use-change.ts';
import type { OrdersStrings } from './orders-strings.ts';
import { fileBase64 } from './photo-base64.ts';

interface Props {
  order: OrderDetail;
  returnable: OrderReturns['returnable'];
  locale: Locale;
  strings: OrdersStrings;
  onSent: (next: OrderReturns) => void;
}

/** Why the form cannot be sent yet, checked in the browser before the server checks it again; null when it can. */
function problem(quantities: Record<number, number>, photos: readonly File[], t: OrdersStrings['returns']) {
  if (!Object.values(quantities).some((q) => q > 0)) return t.chooseLines;
  if (photos.length > RETURN_LIMITS.photos) return fill(t.tooManyPhotos, { count: RETURN_LIMITS.photos });
  const wrong = photos.find((p) => !(RETURN_PHOTO_TYPES as readonly string[]).includes(p.type));
  if (wrong) return fill(t.photoType, { name: wrong.name });
  const large = photos.find((p) => p.size > RETURN_LIMITS.photoBytes);
  if (large) return fill(t.photoSize, { name: large.name, mb: RETURN_LIMITS.photoBytes / 1024 / 1024 });
  return null;
}

/** Asks to return lines of a delivered order: a quantity per line (up to what may still be returned), a reason, a note and photos. */
export function ReturnRequestForm({ order, returnable, locale, strings, onSent }: Props) {
  const t = strings.returns;
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>('faulty');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const send = useChange(returnRequest);

  if (!open)
    return (
      <p>
        <button type="button" className="button secondary" onClick={() => setOpen(true)}>
          {t.askButton}
        </button>
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const why = problem(quantities, photos, t);
    setError(why);
    if (why) return;
    const [photo1, photo2, photo3] = await Promise.all(photos.map(fileBase64));
    const lines = Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([lineNo, q]) => `${lineNo}:${q}`)
      .join(' ');
    const answer = await send.change({
      orderId: order.id,
      lines,
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(photo1 ? { photo1 } : {}),
      ...(photo2 ? { photo2 } : {}),
      ...(photo3 ? { photo3 } : {}),
    });
    if (!answer) return;
    showMessage('success', t.sent);
    setOpen(false);
    setQuantities({});
    setNote('');
    setPhotos([]);
    onSent(answer);
  }

  return (
    <form className="order-return-form" aria-labelledby={`${ids}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h4 id={`${ids}-title`}>{t.formHeading}</h4>
      <p>{t.formIntro}</p>
      <table className="order-return-lines">
        <caption className="visually-hidden">{t.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.partNo}</th>
            <th scope="col">{t.returnable}</th>
            <th scope="col">{t.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {returnable.map((r) => {
            const line = order.lines.find((l) => l.lineNo === r.lineNo);
            const partNo = line?.partNo ?? String(r.lineNo);
            return (
              <tr key={r.lineNo}>
                <th scope="row">{partNo}</th>
                <td>{r.quantity}</td>
                <td>
                  <input
                    type="number"
                    min={0}
                    max={r.quantity}
                    step={1}
                    inputMode="numeric"
                    aria-label={fill(t.quantityOf, { partNo })}
                    value={quantities[r.lineNo] ?? 0}
                    onChange={(e) =>
                      setQuantities({
                        ...quantities,
                        [r.lineNo]: Math.min(r.quantity, Math.max(0, Math.trunc(Number(e.target.value) || 0))),
                      })
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <label htmlFor={`${ids}-reason`}>{t.reason}</label>
      <select id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ReturnReason)}>
        {RETURN_REASONS.map((r) => (
          <option key={r} value={r}>
            {pick(RETURN_REASON_WORDS[r], locale)}
          </option>
        ))}
      </select>
      <label htmlFor={`${ids}-note`}>{t.note}</label>
      <textarea
        id={`${ids}-note`}
        maxLength={RETURN_LIMITS.note}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <label htmlFor={`${ids}-photos`}>{fill(t.photos, { count: RETURN_LIMITS.photos })}</label>
      <input
        id={`${ids}-photos`}
        type="file"
        multiple
        accept={RETURN_PHOTO_TYPES.join(',')}
        onChange={(e) => setPhotos([...(e.target.files ?? [])])}
      />
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <p>
        <button type="submit" className="button" disabled={send.busy}>
          {send.busy ? t.sending : t.send}
        </button>{' '}
        <button type="button" className="button secondary" onClick={() => setOpen(false)}>
          {t.cancel}
        </button>
      </p>
    </form>
  );
}
