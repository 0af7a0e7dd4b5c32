import type { DownloadFormat } from '#contract/api/types.ts';
import type { Language } from '#contract/i18n/text.ts';

/** Where the API serves a family's files (GET, so plain links and forms work without script). */
export const downloadUrls = {
  drawing: (familyId: number) => `/api/unpri/downloadDrawing?id=${familyId}`,
  /** The family's datasheet in the page's language; with a part number, that variant's datasheet. */
  datasheet: (familyId: number, language: Language, partNo?: string) =>
    `/api/unpri/downloadDatasheet?id=${familyId}${partNo ? `&partNo=${encodeURIComponent(partNo)}` : ''}${language === 'en' ? '' : `&lang=${language}`}`,
  cad: (variantId: number, format: DownloadFormat) => `/api/unpri/downloadCad?variantId=${variantId}&format=${format}`,
  cadAction: '/api/unpri/downloadCad',
};

/** The id of a family's downloads section on its product page (links jump to it). */
export function downloadsAnchor(familyId: number): string {
  return `downloads-${familyId}`;
}
