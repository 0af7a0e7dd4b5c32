import { downloadCad, downloadDatasheet, downloadDrawing, type DownloadFormat } from '#contract/calls/downloads.ts';
import { downloadUrl } from '#contract/download.ts';
import type { Language } from '#contract/i18n/text.ts';

/** Where the API serves a family's files (GET, so plain links and forms work without script). */
export const downloadUrls = {
  drawing: (familyId: number) => downloadUrl(downloadDrawing, { id: familyId }),
  /** The family's datasheet in the page's language (English needs no lang); with a part number, that variant's datasheet. */
  datasheet: (familyId: number, language: Language, partNo?: string) =>
    downloadUrl(downloadDatasheet, { id: familyId, partNo, lang: language === 'en' ? undefined : language }),
  cad: (variantId: number, format: DownloadFormat) => downloadUrl(downloadCad, { variantId, format }),
  cadAction: `/api/${downloadCad.path}`,
};

/** The id of a family's downloads section on its product page (links jump to it). */
export function downloadsAnchor(familyId: number): string {
  return `downloads-${familyId}`;
}
