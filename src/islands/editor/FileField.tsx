interface Props {
  id: string;
  label: string;
  hint: string;
  /** Why the last file chosen was not sent, or null. */
  problem: string | null;
  accept: string;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A labelled file input with its hint and its problem; each file chosen is handed on once. */
export function FileField({ id, label, hint, problem, accept, disabled, onFile }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once, so that choosing the same file again (after correcting it) reads it again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
