/** One file handed on as soon as it is chosen, or (multiple) the files chosen, kept in the input for a form to send. */
type Choice = { multiple?: false; onFile: (file: File) => void } | { multiple: true; onFiles: (files: File[]) => void };

type Props = Choice & {
  id: string;
  label: string;
  hint: string;
  /** Why the last file chosen was not sent, or null. */
  problem: string | null;
  accept: string;
  disabled: boolean;
};

/** A labelled file input with its hint and its problem. */
export function FileField({ id, label, hint, problem, accept, disabled, ...choice }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={choice.multiple}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          if (choice.multiple) {
            choice.onFiles([...(event.target.files ?? [])]);
            return;
          }
          const file = event.target.files?.[0];
          // Cleared at once, so that choosing the same file again (after correcting it) reads it again.
          event.target.value = '';
          if (file) choice.onFile(file);
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
