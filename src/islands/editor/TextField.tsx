import type { ChangeEvent } from 'react';

/** What every text field of the console takes. */
export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}

interface Props extends FieldProps {
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'tel' | 'email' | 'date' | 'password';
  hint?: string;
  /** Why the server refused the value, shown under the field and read out with it. */
  problem?: string;
}

/** A labelled text field; its limit is the API's, so the browser stops typing where the server would refuse. */
export function TextField({
  id,
  label,
  value,
  onChange,
  maxLength,
  required = false,
  multiline = false,
  type = 'text',
  hint,
  problem,
}: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value,
    maxLength,
    required,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': [hintId, problem && `${id}-error`].filter(Boolean).join(' ') || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} {...common} />}
      {hint && (
        <p id={hintId} className="field-hint">
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
