import { useState } from 'react';
import { catalogueExport } from '../../api/editor.ts';
import { download } from '../../lib/editor/download.ts';
import { attachmentName } from '../../lib/editor/import-file.ts';
import type { EditorStrings } from './editor-strings.ts';


/** Downloads the whole catalogue in the import's CSV layout. */
export function CatalogueExport({ strings }: { strings: EditorStrings }) {
  const text = strings.import;
  const [busy, setBusy] = useState(false);

  async function exportCatalogue() {
    setBusy(true);
    try {
      const { csv, contentDisposition } = await catalogueExport();
      download(csv, attachmentName(contentDisposition, 'lihda-catalogue.csv'));
    } catch {
      // The server's message is a toast.
    } finally {
      setBusy(false);
    }
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
