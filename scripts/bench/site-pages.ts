import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineScripts, pageScriptClosure } from '../../build/html-assets.ts';
import { pageType, type PageBytes } from './page-types.ts';

/**
 * The weight of every page of a known type in a built site: its HTML, every unique same-site
 * script it loads (build/html-assets.ts), raw and gzip at zlib's default level 6, and its
 * inline scripts' gzip.
 */
export async function measureBuiltPages(dist: string): Promise<PageBytes[]> {
  // Pages share most of their scripts: each file is read and compressed once.
  const files = new Map<string, { text: string; raw: number; gzip: number } | undefined>();
  async function siteFile(sitePath: string) {
    if (!files.has(sitePath)) {
      const bytes = await fs.readFile(path.join(dist, decodeURIComponent(sitePath))).catch(() => undefined);
      files.set(
        sitePath,
        bytes && { text: bytes.toString('utf8'), raw: bytes.length, gzip: zlib.gzipSync(bytes).length },
      );
    }
    return files.get(sitePath);
  }

  const pages: PageBytes[] = [];
  for (const entry of await fs.readdir(dist, { recursive: true })) {
    const relative = String(entry).split(path.sep).join('/');
    const type = pageType(relative);
    if (!type) continue;
    const html = await fs.readFile(path.join(dist, relative));
    const pagePath = `/${relative.replace(/index\.html$/, '')}`;
    const scripts = await pageScriptClosure(html.toString('utf8'), pagePath, async (p) => (await siteFile(p))?.text);
    const sizes = await Promise.all(scripts.map(async (p) => (await siteFile(p))!));
    pages.push({
      type,
      htmlRaw: html.length,
      htmlGzip: zlib.gzipSync(html).length,
      jsFiles: scripts.length,
      jsRaw: sizes.reduce((sum, file) => sum + file.raw, 0),
      jsGzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
      jsInlineGzip: inlineScripts(html.toString('utf8')).reduce((sum, body) => sum + zlib.gzipSync(body).length, 0),
    });
  }
  return pages;
}
