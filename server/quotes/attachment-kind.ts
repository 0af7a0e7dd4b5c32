import { fileTypeFromBuffer } from 'file-type';
import type { QuoteAttachmentKind } from '#contract/limits/quotes.ts';

/**
 * What a request's attachment is, read from its bytes, never its name. PDF, PNG and JPEG by their
 * signatures (file-type); STEP (ISO 10303-21) and DXF are text, which file-type does not know, so
 * they are recognised by their first line(s) here.
 */

/** Enough of the start of a file to read a STEP or DXF opening after a byte-order mark and blank lines. */
const HEAD_BYTES = 256;

/** ISO 10303-21 files open with this keyword. */
const STEP_OPENING = /^ISO-10303-21;/;
/** An ASCII DXF is group-code/value pairs, one a line, and opens with group 0 "SECTION" (codes may be padded). */
const DXF_OPENING = /^ *0\r?\nSECTION\r?\n/;

const FROM_FILE_TYPE: Partial<Record<string, QuoteAttachmentKind>> = { pdf: 'pdf', png: 'png', jpg: 'jpeg' };

function textKind(bytes: Uint8Array): QuoteAttachmentKind | null {
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, HEAD_BYTES))
    // A UTF-8 byte-order mark, as Latin-1 reads it.
    .replace(/^\u00ef\u00bb\u00bf/, '')
    .replace(/^(\s*\r?\n)+/, '');
  if (STEP_OPENING.test(head)) return 'step';
  if (DXF_OPENING.test(head)) return 'dxf';
  return null;
}

/** The kind the bytes are, or null when they are none of the kinds accepted. */
export async function attachmentKind(bytes: Uint8Array): Promise<QuoteAttachmentKind | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return FROM_FILE_TYPE[detected.ext] ?? null;
  return textKind(bytes);
}
