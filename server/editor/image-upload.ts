import type { Kysely } from 'kysely';
import { fillBoth } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS, type EditorImageType } from '#contract/limits/editor.ts';
import type { Database } from '../db/schema.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { EDITOR_MESSAGES } from '../i18n/editor-messages.ts';
import { storeFile } from '../files/store.ts';
import { IMAGE_EXTENSIONS, imageProblem, SVG_MAX_DEPTH } from './image-check.ts';
import { sanitiseSvg } from './svg-sanitise.ts';

const TYPE_NAMES: Record<EditorImageType, string> = {
  'image/svg+xml': 'SVG',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

/** An uploaded image, decoded and checked: bytes of the type it claims, within the size limit. */
export interface CheckedImage {
  contentType: EditorImageType;
  bytes: Uint8Array;
}

/**
 * Decodes the Base64 and checks the bytes; refuses (400, field dataBase64) with the reason. An SVG
 * is stored as its sanitised rewrite (svg-sanitise.ts), never as uploaded.
 */
export async function checkedUpload(contentType: EditorImageType, dataBase64: string): Promise<CheckedImage> {
  const bytes = new Uint8Array(Buffer.from(dataBase64, 'base64'));
  const refuse = (text: { en: string; zh: string }) => new ApiError(CODE.badInput, text, { field: 'dataBase64' });
  if (bytes.length > EDITOR_LIMITS.imageBytes)
    throw refuse(fillBoth(EDITOR_MESSAGES.imageTooLarge, { kb: EDITOR_LIMITS.imageBytes / 1024 }));
  const problem = imageProblem(contentType, bytes);
  if (problem === 'empty') throw refuse(EDITOR_MESSAGES.imageEmpty);
  if (problem === 'notThatType')
    throw refuse(fillBoth(EDITOR_MESSAGES.imageNotThatType, { type: TYPE_NAMES[contentType] }));
  if (problem === 'svgTooDeep') throw refuse(fillBoth(EDITOR_MESSAGES.svgTooDeep, { depth: SVG_MAX_DEPTH }));
  if (problem) throw refuse(EDITOR_MESSAGES[problem]);
  if (contentType !== 'image/svg+xml') return { contentType, bytes };
  const clean = await sanitiseSvg(new TextDecoder().decode(bytes));
  if (clean === null) throw refuse(EDITOR_MESSAGES.svgNoSvgElement);
  return { contentType, bytes: new TextEncoder().encode(clean) };
}

/** Stores the image (identical bytes share one file row) and answers its fid. */
export function storeImage(db: Kysely<Database>, image: CheckedImage, fileStem: string): Promise<number> {
  return storeFile(db, image.contentType, `${fileStem}.${IMAGE_EXTENSIONS[image.contentType]}`, image.bytes);
}
