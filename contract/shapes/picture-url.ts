import { partDrawing, partPicture } from '../calls/downloads.ts';
import { downloadUrl } from '../download.ts';

/** A part's shaded picture (SVG), drawn by the API from the same sizes as its STEP file (server/routes/unpri/pictures.ts). */
export const partPictureUrl = (partNo: string): string => downloadUrl(partPicture, { partNo });

/** A part's dimensioned drawing (SVG), to scale with its own sizes (server/routes/unpri/pictures.ts). */
export const partDrawingUrl = (partNo: string): string => downloadUrl(partDrawing, { partNo });
