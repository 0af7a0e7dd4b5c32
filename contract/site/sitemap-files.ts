import { LOCALES } from '../i18n/locales.ts';

/** The most URLs one sitemap file may list (sitemaps.org); a larger shop's are split over more files. */
export const SITEMAP_MAX_URLS = 50_000;

/**
 * The site's paths in sitemap files of at most `maxUrls` URLs each (a path is a URL in every
 * language); one (empty) file for no paths, so the index at /sitemap.xml always names one.
 */
export function sitemapFiles(paths: readonly string[], maxUrls = SITEMAP_MAX_URLS): string[][] {
  const perFile = Math.floor(maxUrls / LOCALES.length);
  const files: string[][] = [];
  for (let start = 0; start < paths.length; start += perFile) files.push(paths.slice(start, start + perFile));
  return files.length > 0 ? files : [[]];
}

/** The name of the n-th sitemap file (from 1) without its extension; the index is `sitemap`. */
export const sitemapFileName = (n: number): string => `sitemap-${n}`;

/** Where the n-th sitemap file (from 1) is served. */
export const sitemapFilePath = (n: number): string => `/${sitemapFileName(n)}.xml`;
