/** Where the site and the browser fetch a stored file (spec: GET unpri/ImageDisplayByFID?fid=…). */
export function imageUrl(fid: number | null): string | null {
  return fid === null ? null : `/api/unpri/ImageDisplayByFID?fid=${fid}`;
}
