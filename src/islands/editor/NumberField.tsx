interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  hint?: string;
  /** Why the server refused the value, shown under the field and read out with it. */
  problem?: string;
}

/** A labelled decimal field, required, with the API's bounds so the browser refuses what the server would. */
export function NumberField({ id, label, value, onChange, min, max, hint, problem }: Props) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        required
        min={min}
        max={max}
        // Any decimal: the server takes a percentage to hundredths.
        step="any"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
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
