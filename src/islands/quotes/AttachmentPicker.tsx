import { fill } from '#contract/i18n/text.ts';
import { QUOTE_ATTACHMENT_ACCEPT, QUOTE_LIMITS } from '#contract/limits/quotes.ts';
import { FileField } from '../editor/FileField.tsx';

export interface PickerWords {
  attachFiles: string;
  attachHint: string;
}

interface Props {
  /** The input's id; its hint and problem hang off it. */
  id: string;
  /** How many the quote already holds: the hint counts what is left. */
  already: number;
  problem: string | null;
  onChange: (files: File[]) => void;
  words: PickerWords;
}

/** A file input for a request's drawings and specifications, with what it takes in its hint. */
export function AttachmentPicker({ id, already, problem, onChange, words }: Props) {
  const hint = fill(words.attachHint, {
    n: QUOTE_LIMITS.attachments - already,
    mb: QUOTE_LIMITS.attachmentBytes / (1024 * 1024),
  });
  return (
    <FileField
      id={id}
      label={words.attachFiles}
      hint={hint}
      problem={problem}
      accept={QUOTE_ATTACHMENT_ACCEPT}
      disabled={false}
      multiple
      onFiles={onChange}
    />
  );
}
