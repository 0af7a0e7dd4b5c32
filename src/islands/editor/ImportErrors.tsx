import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import { EditorTable } from './EditorTable.tsx';

interface Props {
  errors: CatalogueImportAnswer['errors'];
  errorCount: number;
  fileName: string;
  strings: EditorStrings;
}

/** Why a file cannot be imported: every error with its line and column (the catalogue's, a price list's). */
export function ImportErrors({ errors, errorCount, fileName, strings }: Props) {
  const text = strings.import;
  return (
    <>
      <EditorTable
        caption={fill(text.errorsCaption, { file: fileName })}
        columns={[text.line, text.column, text.reason]}
      >
        {errors.map((error, index) => (
          <tr key={index}>
            <td className="num">{error.line === 0 ? text.wholeFile : error.line}</td>
            <td>{error.column && <code>{error.column}</code>}</td>
            <td>{error.reason}</td>
          </tr>
        ))}
      </EditorTable>
      {errorCount > errors.length && (
        <p className="editor-note">{fill(text.moreErrors, { shown: errors.length, count: errorCount })}</p>
      )}
    </>
  );
}
