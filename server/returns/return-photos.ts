import { fileTypeFromBuffer } from 'file-type';
import { fillBoth } from '#contract/i18n/text.ts';
import { RETURN_LIMITS, RETURN_PHOTO_TYPES } from '#contract/limits/returns.ts';
import type { Db } from '../db/connect.ts';
import { storeFile } from '../files/store.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { RETURN_MESSAGES } from '../i18n/return-messages.ts';

export type ReturnPhotoType = (typeof RETURN_PHOTO_TYPES)[number];

/** A buyer's photo, decoded, whose bytes are a picture of a type we accept. */
export interface CheckedPhoto {
  position: number;
  contentType: ReturnPhotoType;
  bytes: Uint8Array;
}

const EXTENSIONS: Record<ReturnPhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const isPhotoType = (mime: string | undefined): mime is ReturnPhotoType =>
  (RETURN_PHOTO_TYPES as readonly string[]).includes(mime ?? '');

/**
 * Decodes the photos sent (photo1 to photo3, any of them left out) and reads what each is from its
 * bytes with file-type, never from a name or a claimed type: anything but a JPEG, PNG or WebP, an
 * empty one or one too large is refused (400, naming the field).
 */
export async function checkedPhotos(photos: ReadonlyArray<string | undefined>): Promise<CheckedPhoto[]> {
  const checked: CheckedPhoto[] = [];
  for (const [index, base64] of photos.entries()) {
    if (base64 === undefined) continue;
    const position = index + 1;
    const refuse = (text: { en: string; zh: string }) =>
      new ApiError(CODE.badInput, fillBoth(text, { position, mb: RETURN_LIMITS.photoBytes / 1024 / 1024 }), {
        field: `photo${position}`,
      });
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
    if (bytes.length === 0) throw refuse(RETURN_MESSAGES.photoEmpty);
    if (bytes.length > RETURN_LIMITS.photoBytes) throw refuse(RETURN_MESSAGES.photoTooLarge);
    const type = await fileTypeFromBuffer(bytes);
    if (!isPhotoType(type?.mime)) throw refuse(RETURN_MESSAGES.photoNotImage);
    checked.push({ position: checked.length + 1, contentType: type.mime, bytes });
  }
  return checked;
}

/** Keeps a return's photos in the files table (so the database's backup holds them) and links them to it. */
export async function storePhotos(tx: Db, returnId: number, photos: readonly CheckedPhoto[]): Promise<void> {
  for (const photo of photos) {
    const fileId = await storeFile(
      tx,
      photo.contentType,
      `return-${returnId}-${photo.position}.${EXTENSIONS[photo.contentType]}`,
      photo.bytes,
    );
    await tx.insertInto('returnPhotos').values({ returnId, position: photo.position, fileId }).execute();
  }
}
