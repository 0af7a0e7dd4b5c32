import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';

interface Props {
  /** The button's id: focus comes back to it from the record's form. */
  id: string;
  /** The record's name: "Edit About us". */
  name: string;
  onClick: () => void;
  strings: EditorStrings;
}

/** A list row's Edit button, named after its record so that every row's button has its own name. */
export function EditButton({ id, name, onClick, strings }: Props) {
  return (
    <button
      id={id}
      type="button"
      className="button secondary"
      aria-label={fill(strings.editOf, { name })}
      onClick={onClick}
    >
      {strings.edit}
    </button>
  );
}
