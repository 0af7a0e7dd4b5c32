import type { EditorStrings } from './editor-strings.ts';

interface Props {
  saving: boolean;
  saved: boolean;
  strings: EditorStrings;
}

/** A form's Save button, disabled while its save is under way, and the "Saved." note a screen reader announces. */
export function SaveBar({ saving, saved, strings }: Props) {
  return (
    <div className="save-bar">
      <button type="submit" className="button" disabled={saving}>
        {saving ? strings.saving : strings.save}
      </button>
      <p role="status" className="save-note">
        {saved ? strings.saved : ''}
      </p>
    </div>
  );
}
