import { downloadCad, downloadDatasheet, downloadDrawing, type DownloadFormat } from '#contract/calls/downloads.ts';
import { downloadUrl } from '#contract/download.ts';

/** Where the API serves a family's files (GET, so plain links and forms work without script). */
export const downloadUrls = {
  drawing: (familyId: number) => downloadUrl(downloadDrawing, { id: familyId }),
  /** The family's datasheet; with a part number, that variant's datasheet. */
  datasheet: (familyId: number, partNo?: string) => downloadUrl(downloadDatasheet, { id: familyId, partNo }),
  cad: (variantId: number, format: DownloadFormat) => downloadUrl(downloadCad, { variantId, format }),
  cadAction: `/api/${downloadCad.path}`,
};

/** The id of a family's downloads section on its product page (links jump to it). */
export function downloadsAnchor(familyId: number): string {
  return `downloads-${familyId}`;
}
