import { saveFile } from '../../lib/save-file.ts';
import { useChange } from '../use-change.ts';
import type { PartNumbersCsvStrings } from './csv-strings.ts';

interface Props {
  idPrefix: string;
  strings: PartNumbersCsvStrings;
  Heading: 'h3' | 'h4' | 'h5';
  exportFile: () => Promise<{ blob: Blob; fileName: string }>;
}

/** Downloads a company's part numbers in the import's CSV layout. */
export function PartNumbersExport({ idPrefix, strings, Heading, exportFile }: Props) {
  // A refusal's message is a toast.
  const { busy, change } = useChange((_: void) => exportFile());
  async function download() {
    const file = await change();
    if (file) saveFile(file.blob, file.fileName);
  }
  return (
    <section aria-labelledby={`${idPrefix}-export-title`}>
      <Heading id={`${idPrefix}-export-title`}>{strings.exportTitle}</Heading>
      <p className="field-hint">{strings.exportIntro}</p>
      <button type="button" className="button secondary" disabled={busy} onClick={() => void download()}>
        {busy ? strings.exporting : strings.export}
      </button>
    </section>
  );
}
