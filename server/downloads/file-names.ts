import type { DownloadFormat } from '#contract/calls/downloads.ts';

/**
 * Download file names. Part numbers and family codes are already upper-case ASCII, but a part
 * number may hold '/', and codes come from editors: anything outside A-Z a-z 0-9 . _ - becomes '_',
 * so that the name is safe in a content-disposition header and on every file system.
 */
export function safeStem(text: string): string {
  const stem = text.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return stem === '' ? 'download' : stem;
}

export const cadFileName = (partNo: string, format: DownloadFormat): string => `${safeStem(partNo)}.${format}`;

/** A family's datasheet is named by its code, a variant's by its part number; the Chinese one ends -zh. */
export const datasheetFileName = (codeOrPartNo: string, language: 'en' | 'zh-cn' = 'en'): string =>
  `${safeStem(codeOrPartNo)}${language === 'zh-cn' ? '-zh' : ''}.pdf`;

export const drawingFileName = (familyCode: string): string => `${safeStem(familyCode)}-drawing.svg`;
