import { downloadUrls } from '../catalogue/download-urls.ts';

/** A part's shaded picture (SVG), drawn by the API from the same sizes as its STEP file. */
export const partPictureUrl = (partNo: string): string => `/api/unpri/partPicture?partNo=${encodeURIComponent(partNo)}`;

/** A variant's STEP file, as the downloads form asks for it. */
export const stepDownloadUrl = (variantId: number): string => `${downloadUrls.cadAction}?variantId=${variantId}&format=step`;
