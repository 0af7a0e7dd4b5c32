import * as T from 'typebox';
import type { ImageUploadRequest } from '#contract/calls/editor-categories.ts';
import type { BilingualText } from '#contract/i18n/text.ts';
import { checkedUpload, type CheckedImage } from '../../editor/image-upload.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';

/** What the editor routes share. */

/** Optional text fields left out of a form's body are saved empty: '' for each. */
export function blanksFor(schema: T.TProperties): Record<string, string> {
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([, f]) => T.IsString(f) && T.IsOptional(f))
      .map(([name]) => [name, '']),
  );
}

/** categoryImage and familyImage: the upload is checked (type, size, SVG made safe), then stored on its record. */
export async function storeUpload<A>(
  body: ImageUploadRequest,
  say: (message: BilingualText) => void,
  store: (image: CheckedImage) => Promise<A>,
): Promise<A> {
  const image = await checkedUpload(body.contentType, body.dataBase64);
  const answer = await store(image);
  say(EDITOR_MESSAGES.saved);
  return answer;
}
