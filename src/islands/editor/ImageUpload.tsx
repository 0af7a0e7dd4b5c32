import { useState } from 'react';
import type { ImageUploadRequest } from '#contract/calls/editor-categories.ts';
import { bytesToBase64 } from '../../lib/editor/base64.ts';
import { checkImageFile } from '../../lib/editor/image-file.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_IMAGE_TYPES } from '#contract/limits/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { FileField } from './FileField.tsx';
import { useSave } from './use-save.ts';

type ImageWords = EditorStrings['drawingImage'];

interface Props {
  id: string;
  /** The category's or family's name, for the field's label. */
  name: string;
  /** The field's label instead of "New picture for {name}" (the family's drawing). */
  label?: string;
  /** What the image is called beside it and in the upload's status, instead of the picture's words (the family's drawing). */
  words?: ImageWords;
  imageUrl: string | null;
  /** Sends the picture (categoryImage or familyImage); the record's new imageUrl comes back through the parent. */
  upload: (image: Omit<ImageUploadRequest, 'id'>) => Promise<unknown>;
  strings: EditorStrings;
}

/**
 * The record's picture and a file input for a new one, sent as soon as it is chosen. Type and size
 * are checked here first, so a wrong file is not sent at all; the server checks the bytes too.
 */
export function ImageUpload({ id, name, label, words, imageUrl, upload, strings }: Props) {
  const text = { ...strings.image, ...words };
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, saved, save } = useSave();

  async function send(file: File) {
    const checked = checkImageFile(file);
    if ('problem' in checked) {
      setProblem(checked.problem === 'type' ? text.wrongType : text.tooLarge);
      return;
    }
    const bytes = await file.arrayBuffer().catch(() => null);
    setProblem(bytes ? null : text.unreadable);
    if (bytes)
      await save(() => upload({ contentType: checked.contentType, dataBase64: bytesToBase64(new Uint8Array(bytes)) }));
  }

  return (
    <div className="image-upload">
      {imageUrl ? (
        <img src={imageUrl} alt={text.current} width={160} height={120} />
      ) : (
        <p className="editor-note">{text.none}</p>
      )}
      <FileField
        id={id}
        label={label ?? fill(text.label, { name })}
        hint={text.hint}
        problem={problem}
        accept={EDITOR_IMAGE_TYPES.join(',')}
        disabled={saving}
        onFile={(file) => void send(file)}
      />
      <p role="status" className="save-note">
        {saving ? text.uploading : saved ? text.uploaded : ''}
      </p>
    </div>
  );
}
