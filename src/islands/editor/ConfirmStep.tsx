import { useEffect, useId, useRef, useState } from 'react';

interface Props {
  /** The button's text, and its accessible name when several such buttons share a text. */
  label: string;
  name?: string;
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** A button that asks once more before it acts (deleting, rolling back): one slip should not change the site. */
export function ConfirmStep({ label, name, question, confirm, cancel, onConfirm, disabled = false }: Props) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const safeAnswer = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const started = useRef(false);

  // Focus follows the step: to Cancel when asked, back to the button after.
  useEffect(() => {
    if (started.current) (asking ? safeAnswer : opener).current?.focus();
    started.current = true;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className="button secondary"
        aria-label={name}
        disabled={disabled}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <div className="confirm-step" role="group" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <button
        type="button"
        className="button danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </button>
      <button ref={safeAnswer} type="button" className="button secondary" onClick={() => setAsking(false)}>
        {cancel}
      </button>
    </div>
  );
}
