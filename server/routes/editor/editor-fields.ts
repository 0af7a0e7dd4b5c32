import { EDITOR_IMAGE_TYPES, EDITOR_LIMITS } from '#contract/limits/editor.ts';
import * as T from 'typebox';
import { idField, oneOf, text } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';

/** Field builders the editor calls share. */

/** A Markdown body: kept exactly as written (leading spaces matter in Markdown), required. */
export function markdown(label: { en: string; zh: string }) {
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
    patternMessage: EDITOR_MESSAGES.imageNotBase64,
  }),
};

/** Optional text fields left out of a form's body are saved empty: '' for each. */
export function blanksFor(schema: T.TProperties): Record<string, string> {
  return Object.fromEntries(Object.entries(schema).filter(([, f]) => T.IsString(f) && T.IsOptional(f)).map(([name]) => [name, '']));
}
