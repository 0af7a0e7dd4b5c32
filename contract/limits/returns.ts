/** Limits of a return's fields (docs/returns.md). */
export const RETURN_LIMITS = {
  note: 1000,
  staffMessage: 1000,
  returnAddress: 500,
  photos: 3,
  /** A photo, decoded. */
  photoBytes: 2 * 1024 * 1024,
  /** The largest restocking fee a reason may carry (restocking_fees refuses more). */
  feePercentMax: 50,
} as const;

/** Base64 of a photo at its largest, and the body of a request carrying three. */
export const PHOTO_BASE64_MAX = Math.ceil(RETURN_LIMITS.photoBytes / 3) * 4;
export const RETURN_REQUEST_BODY_LIMIT = RETURN_LIMITS.photos * PHOTO_BASE64_MAX + 64 * 1024;

/** Photo types a buyer may send, as their bytes say (checked with file-type, not the name). */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
