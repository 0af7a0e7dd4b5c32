interface Props {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A console checkbox with its label beside it, one comfortable target (src/styles/editor.css, .editor-check). */
export function CheckField({ id, label, checked, onChange }: Props) {
  return (
    <div className="editor-check">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
