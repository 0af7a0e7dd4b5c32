import { fill } from '#contract/i18n/text.ts';
import { claimedKind, QUOTE_LIMITS } from '#contract/limits/quotes.ts';

/** The words the checks of chosen files need (src/i18n/<locale>/quotes.ts). */
export interface AttachmentWords {
  fileNotAccepted: string;
  fileTooLarge: string;
  tooManyFiles: string;
}

/**
 * What is wrong with the files chosen, before any is sent, beside `already` on the quote: a name
 * we do not take, a file too large, too many. The server checks the content (its bytes) again.
 */
export function attachmentProblem(
  files: ReadonlyArray<{ name: string; size: number }>,
  already: number,
  words: AttachmentWords,
): string | null {
  const room = QUOTE_LIMITS.attachments - already;
  if (files.length > room) return fill(words.tooManyFiles, { n: room });
  const mb = QUOTE_LIMITS.attachmentBytes / (1024 * 1024);
  for (const file of files) {
    if (claimedKind(file.name) === null) return fill(words.fileNotAccepted, { fileName: file.name });
    if (file.size > QUOTE_LIMITS.attachmentBytes) return fill(words.fileTooLarge, { fileName: file.name, mb });
  }
  return null;
}

/** A file's bytes as Base64, as pri/quoteAttach takes them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes only so many arguments.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}
