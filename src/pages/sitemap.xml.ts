import type { APIRoute } from 'astro';
import { sitemapFiles } from '#contract/site/sitemap-files.ts';
import { sitemapIndexXml } from '../lib/seo/sitemap.ts';
import { sitemapPaths } from '../lib/seo/sitemap-paths.ts';

/**
 * /sitemap.xml: an index of the sitemap files (src/pages/sitemap-[n].xml.ts), each of at most 50,000
 * URLs: the demo's few thousand fit one, a catalogue at --scale 100 needs several.
 */
export const GET: APIRoute = async ({ site }) =>
  new Response(sitemapIndexXml(sitemapFiles(await sitemapPaths()).length, site!), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
