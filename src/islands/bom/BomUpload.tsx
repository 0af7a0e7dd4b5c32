import '../../styles/bom.css';
import { useRef, useState } from 'react';
import { BOM_FILE_TYPES, BOM_LIMITS, type BomMatchAnswer } from '#contract/calls/bom.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { ApiCallError } from '../../api/answer.ts';
import { bomMatch } from '../../api/bom.ts';
import { bytesToBase64 } from '../../lib/editor/base64.ts';
import { tellBuyer } from '../../stores/tell-buyer.ts';
import type { BomListLine } from './bom-choices.ts';
import type { BomStrings } from './bom-strings.ts';
import { BomColumns, type ColumnChoice } from './BomColumns.tsx';
import { BomReview } from './BomReview.tsx';

export interface BomUploadProps {
  locale: Locale;
  strings: BomStrings;
  /** Where "Save as a new parts list" sends the review's rows and the share choice; without it the button is not shown. */
  onSaveAsList?: (lines: BomListLine[], fileName: string, shared: boolean) => void;
  /** The buyer belongs to a company, so the new list may be shared with it. */
  canShareList?: boolean;
}

interface ChosenFile {
  name: string;
  dataBase64: string;
}

/** Why a file is not sent at all: the server checks the same and more (server/bom/read-bom.ts). */
function fileRule(file: File, strings: BomStrings): string | null {
  if (!BOM_FILE_TYPES.some((type) => file.name.toLowerCase().endsWith(type))) return strings.wrongType;
  return file.size > BOM_LIMITS.maxBytes ? strings.tooLarge : null;
}

/**
 * "Upload a BOM": the file goes to pri/bomMatch (read and matched on the server, nothing written),
 * then the buyer may change the sheet and columns (the file is read again) and reviews the rows.
 * A refused file's reason stays under the button.
 */
export function BomUpload({ locale, strings, onSaveAsList, canShareList }: BomUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [answer, setAnswer] = useState<BomMatchAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new answer is a new review: its choices start again.
  const [reviewKey, setReviewKey] = useState(0);

  async function send(chosen: ChosenFile, choice: ColumnChoice) {
    setBusy(true);
    try {
      const next = await bomMatch({ fileName: chosen.name, dataBase64: chosen.dataBase64, ...choice });
      setAnswer(next);
      setReviewKey((k) => k + 1);
      setProblem(null);
    } catch (error) {
      if (!(error instanceof ApiCallError && error.code === 400)) tellBuyer(error);
      else {
        setAnswer(null);
        setProblem(error.message);
      }
    } finally {
      setBusy(false);
    }
  }

  async function choose(picked: File) {
    const rule = fileRule(picked, strings);
    const bytes = rule ? null : await picked.arrayBuffer().catch(() => null);
    setProblem(rule ?? (bytes ? null : strings.unreadable));
    if (!bytes) return;
    const chosen = { name: picked.name, dataBase64: bytesToBase64(new Uint8Array(bytes)) };
    setFile(chosen);
    await send(chosen, {});
  }

  return (
    <section className="bom-upload" aria-labelledby="bom-title" aria-busy={busy}>
      <h2 id="bom-title">{strings.title}</h2>
      <p>{strings.intro}</p>
      <div className="field">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-describedby={problem ? 'bom-file-hint bom-file-error' : 'bom-file-hint'}
          onClick={() => input.current?.click()}
        >
          {strings.upload}
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={`${BOM_FILE_TYPES.join(',')},text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            // Cleared at once, so that choosing the same file again (after correcting it) reads it again.
            event.target.value = '';
            if (picked) void choose(picked);
          }}
        />
        <p id="bom-file-hint" className="field-hint">
          {strings.uploadHint}
        </p>
        {problem && (
          <p id="bom-file-error" role="alert" className="field-error">
            {problem}
          </p>
        )}
      </div>
      {busy && file && <p role="status">{fill(strings.reading, { file: file.name })}</p>}
      {answer && file && (
        <>
          <BomColumns
            answer={answer}
            fileName={file.name}
            disabled={busy}
            onChoose={(choice) => void send(file, choice)}
            strings={strings}
          />
          <BomReview
            key={reviewKey}
            answer={answer}
            locale={locale}
            strings={strings}
            onSaveAsList={onSaveAsList && ((lines, shared) => onSaveAsList(lines, file.name, shared))}
            canShareList={canShareList}
          />
        </>
      )}
    </section>
  );
}
