import { HTML_LANG, LOCALES, localePath } from '#contract/i18n/locales.ts';

/** A sitemap with every page in both languages, each listing its alternates (hreflang). */
export function sitemapXml(paths: readonly string[], site: URL): string {
  const url = (path: string) => new URL(path, site).href;
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[l]}" href="${url(localePath(l, path))}"/>`).join('');
      return `<url><loc>${url(localePath(locale, path))}</loc>${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
