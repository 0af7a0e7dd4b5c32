import type { APIRoute, GetStaticPaths } from 'astro';
import { sitemapFiles } from '#contract/site/sitemap-files.ts';
import { urlsetXml } from '../lib/seo/sitemap.ts';
import { sitemapPaths } from '../lib/seo/sitemap-paths.ts';

/** /sitemap-1.xml, /sitemap-2.xml…: every pre-rendered page in both languages, at most 50,000 URLs a file. */
export const getStaticPaths = (async () =>
  sitemapFiles(await sitemapPaths()).map((paths, i) => ({
    params: { n: String(i + 1) },
    props: { paths },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ paths: string[] }> = ({ props, site }) =>
  new Response(urlsetXml(props.paths, site!), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
