import { imageDisplayByFid } from '#contract/calls/downloads.ts';
import { downloadUrl } from '#contract/download.ts';

/** Where the site and the browser fetch a stored file (spec: GET unpri/ImageDisplayByFID?fid=…). */
export function imageUrl(fid: number | null): string | null {
  return fid === null ? null : downloadUrl(imageDisplayByFid, { fid });
}
