import { HTML_LANG, LOCALES, localePath } from '#contract/i18n/locales.ts';
import { sitemapFilePath } from '#contract/site/sitemap-files.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Each path in every language, as `<url>` entries that name each other as alternates (hreflang). */
function sitemapEntries(paths: readonly string[], site: URL): string[] {
  const url = (path: string) => new URL(path, site).href;
  return paths.flatMap((path) => {
    const alternates = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${url(localePath(l, path))}"/>`,
    ).join('');
    return LOCALES.map((locale) => `<url><loc>${url(localePath(locale, path))}</loc>${alternates}</url>`);
  });
}

/** One sitemap file: a `<urlset>` of its paths in every language. */
export const urlsetXml = (paths: readonly string[], site: URL): string =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${sitemapEntries(paths, site).join('\n')}\n</urlset>\n`;

/** /sitemap.xml: the index of the sitemap files, `count` of them. */
export function sitemapIndexXml(count: number, site: URL): string {
  const files = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${new URL(sitemapFilePath(i + 1), site).href}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}
