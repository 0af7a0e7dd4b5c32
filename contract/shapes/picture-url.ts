import { partDrawing, partPicture } from '../calls/downloads.ts';
import { downloadUrl } from '../download.ts';

/**
 * A part's shaded picture (SVG), drawn by the API from the same sizes as its STEP file (server/routes/unpri/pictures.ts).
 * With `version` (contract/shapes/part-file-urls.ts) it may be cached for ever; without, it is revalidated.
 */
export const partPictureUrl = (partNo: string, version?: string): string =>
  downloadUrl(partPicture, { partNo, v: version });

/** A part's dimensioned drawing (SVG), to scale with its own sizes (server/routes/unpri/pictures.ts); `version` as above. */
export const partDrawingUrl = (partNo: string, version?: string): string =>
  downloadUrl(partDrawing, { partNo, v: version });
