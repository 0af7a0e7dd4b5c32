import type { HTMLInputTypeAttribute } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  required?: boolean;
  hint?: string;
  /** The message under the field, when its value is refused. */
  problem?: string;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/** A labelled input with its hint and its message, both read out with the field. */
export function CheckedField({
  id,
  label,
  value,
  onChange,
  type,
  autoComplete,
  required = false,
  hint,
  problem,
  inputRef,
}: Props) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
