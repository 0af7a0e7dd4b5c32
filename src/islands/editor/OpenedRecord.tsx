import { useState, type ReactNode } from 'react';
import type { Locale } from '#contract/i18n/locales.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import type { EditorStrings } from './editor-strings.ts';
import { StaffOrderPanel } from './orders/StaffOrderPanel.tsx';

interface Props<T> {
  /** Reads the record; `name` keys its answer, read again after an order opened from it is closed. */
  ask: () => Promise<T>;
  name: string;
  locale: Locale;
  strings: EditorStrings;
  onBack: () => void;
  /** The record, with a way to read it again after a change and to open one of its orders in place. */
  children: (record: T, reload: () => void, openOrder: (orderId: number) => void) => ReactNode;
}

/** A record opened from a staff list (a company, a customer): Back to the list, the record, or one of its orders. */
export function OpenedRecord<T>({ ask, name, locale, strings, onBack, children }: Props<T>) {
  const [orderId, setOrderId] = useState<number | null>(null);
  const record = useAnswer(ask, `${name}-${orderId ?? ''}`);
  if (orderId !== null)
    return <StaffOrderPanel id={orderId} locale={locale} strings={strings} onBack={() => setOrderId(null)} />;
  return (
    <>
      <p>
        <button type="button" className="button secondary" onClick={onBack}>
          {strings.staff.back}
        </button>
      </p>
      <Answer call={record} strings={strings}>
        {(loaded) => children(loaded, record.retry, setOrderId)}
      </Answer>
    </>
  );
}
