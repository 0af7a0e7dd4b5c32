import { catalogueExport } from '../../api/editor.ts';
import { download } from '../../lib/editor/download.ts';
import { attachmentName } from '../../lib/editor/import-file.ts';
import type { EditorStrings } from './editor-strings.ts';
import { useChange } from '../use-change.ts';

/** Downloads the whole catalogue in the import's CSV layout. */
export function CatalogueExport({ strings }: { strings: EditorStrings }) {
  const text = strings.import;
  // A refusal's message is a toast.
  const { busy, change } = useChange((_: void) => catalogueExport());

  async function exportCatalogue() {
    const file = await change();
    if (file) download(file.csv, attachmentName(file.contentDisposition, 'lihda-catalogue.csv'));
  }

  return (
    <section aria-labelledby="export-title">
      <h3 id="export-title">{text.exportTitle}</h3>
      <p className="editor-intro">{text.exportIntro}</p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void exportCatalogue()}>
        {busy ? text.exporting : text.export}
      </button>
    </section>
  );
}
