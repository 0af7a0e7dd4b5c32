import * as T from 'typebox';
import { idField, oneOf, text } from '../fields.ts';
import type { BilingualText } from '../i18n/text.ts';
import { EDITOR_IMAGE_TYPES, EDITOR_LIMITS } from '../limits/editor.ts';

/** Field builders and answer shapes the editor console's calls share (contract/calls/editor-*.ts). */

/** A Markdown body: kept exactly as written (leading spaces matter in Markdown), required. */
export function markdown(label: BilingualText) {
  return text({ label, required: true, max: EDITOR_LIMITS.markdown, keepSpaces: true });
}

/** The route's own body limit for image uploads: 512 KB of image is about 683 KiB as Base64. */
export const IMAGE_BODY_LIMIT_BYTES = 1024 * 1024;

/** categoryImage and familyImage: the record, the image type and the bytes in Base64. */
export const imageFields = {
  id: idField(),
  contentType: oneOf({ label: { en: 'image type', zh: '图片类型' }, required: true, values: EDITOR_IMAGE_TYPES }),
  // The decoded size (512 KB) is checked after decoding, with its own message; this bound is the body's.
  dataBase64: text({
    label: { en: 'image', zh: '图片' },
    required: true,
    max: IMAGE_BODY_LIMIT_BYTES,
    pattern: /^[A-Za-z0-9+/]+={0,2}$/,
    patternMessage: { en: 'The image must be sent as Base64 text.', zh: '图片必须以 Base64 文本发送。' },
  }),
};

/** The answer of the calls that list every record of a kind: `{ list }`. */
export const listOf = <I extends T.TSchema>(item: I) => T.Object({ list: T.Array(item) });
export interface EditorList<I> {
  list: I[];
}
