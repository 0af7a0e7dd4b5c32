import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapFileName, sitemapFiles } from '#contract/site/sitemap-files.ts';
import { rendersSitemaps } from '../lib/publish/partial-build.ts';
import { sitemapIndexXml, urlsetXml } from '../lib/seo/sitemap.ts';
import { sitemapPaths } from '../lib/seo/sitemap-paths.ts';

/** The index (/sitemap.xml) names the files; each file lists its paths. */
type SitemapProps = { files: number } | { paths: string[] };

/**
 * /sitemap.xml, an index of the sitemap files, and /sitemap-1.xml, /sitemap-2.xml…: every
 * pre-rendered page in both languages, at most 50,000 URLs a file (the demo's few thousand fit one,
 * a catalogue at --scale 100 needs several). One route, so that an incremental build that changes no
 * address renders none of them and the live release's stay (src/lib/publish/partial-build.ts).
 */
export const getStaticPaths = (async () => {
  if (!rendersSitemaps()) return [];
  const files = sitemapFiles(await sitemapPaths());
  return [
    { params: { sitemap: 'sitemap' }, props: { files: files.length } },
    ...files.map((paths, i) => ({ params: { sitemap: sitemapFileName(i + 1) }, props: { paths } })),
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute<SitemapProps> = ({ props, site }) =>
  new Response('files' in props ? sitemapIndexXml(props.files, site!) : urlsetXml(props.paths, site!), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
