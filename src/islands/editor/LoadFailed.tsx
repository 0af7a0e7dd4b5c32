import type { EditorStrings } from './editor-strings.ts';

/** Something could not be loaded (its message, if any, was a toast): another try. */
export function LoadFailed({ retry, strings }: { retry: () => void; strings: EditorStrings }) {
  return (
    <div className="editor-failed">
      <p>{strings.loadFailed}</p>
      <button type="button" className="button secondary" onClick={retry}>{strings.retry}</button>
    </div>
  );
}
