/**
 * The chosen variant lives in the product page's address as ?partNo=…, so a reload, a shared link or
 * the language switch opens the page with it chosen. Part numbers are upper-case (server/domain/part-number.ts).
 */
export const PART_NO_PARAM = 'partNo';

export function partNoInUrl(search: string): string | null {
  const value = new URLSearchParams(search).get(PART_NO_PARAM)?.trim().toUpperCase();
  return value ? value : null;
}

/** The same address with ?partNo= set to the part, or without it for null; other parameters and the hash stay. */
export function urlWithPartNo(href: string, partNo: string | null): string {
  const url = new URL(href);
  if (partNo) url.searchParams.set(PART_NO_PARAM, partNo);
  else url.searchParams.delete(PART_NO_PARAM);
  return url.href;
}
