import { downloadUrls } from '../catalogue/download-urls.ts';

/** A variant's STEP file, as the downloads form asks for it. */
export const stepDownloadUrl = (variantId: number): string =>
  `${downloadUrls.cadAction}?variantId=${variantId}&format=step`;
