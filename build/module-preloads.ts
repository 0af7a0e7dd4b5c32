import fs from 'node:fs/promises';
import path from 'node:path';
import { parsedScripts, scriptClosure, sitePath, startupScripts } from './html-assets.ts';

/**
 * After `astro build` (astro.config.mjs): a client shell (`<html data-client-shell>`, set by
 * src/layouts/BaseLayout.astro), whose content its islands draw, gets a `<link rel="modulepreload">`
 * in its head for every module its islands hydrated at once and its scripts import statically.
 * Without them the browser finds an island's imports a level at a time (the island, then the shared
 * files it imports, then theirs), a round trip each before the content can show; with them it
 * fetches the whole set while it parses the HTML. Pre-rendered pages are left as they are: their
 * content is in the HTML, and their islands' code must not compete with its pictures and styles.
 */

const PAGES_AT_ONCE = 64;

const CLIENT_SHELL = /<html\b[^>]*\sdata-client-shell\b/;
/** How much of a page to read to find its <html> tag, which follows the doctype. */
const HTML_TAG_BYTES = 512;

/** The links for one page's HTML, or '' when it is not a client shell. */
export async function modulePreloadLinks(
  html: string,
  pagePath: string,
  read: (sitePath: string) => Promise<string | undefined>,
): Promise<string> {
  if (!CLIENT_SHELL.test(html)) return '';
  // What the parser finds itself (<script src>, links already there) needs no hint.
  const found = new Set(parsedScripts(html).map((url) => sitePath(url, pagePath)));
  // Each script's graph whole before the next's, in the page's order: the browser asks in this order,
  // a few at a time on HTTP/1.1, and a page's own script (the search's) comes before its islands.
  const ordered = new Set<string>();
  for (const root of startupScripts(html)) {
    for (const url of await scriptClosure([sitePath(root, pagePath)], read)) ordered.add(url);
  }
  return [...ordered]
    .filter((url) => !found.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
}

/** Adds the links to every page of a built site; answers how many pages changed. */
export async function addModulePreloads(siteDir: string): Promise<number> {
  const modules = new Map<string, Promise<string | undefined>>();
  const read = (sitePath: string) => {
    if (!modules.has(sitePath))
      modules.set(
        sitePath,
        fs.readFile(path.join(siteDir, sitePath), 'utf8').catch(() => undefined),
      );
    return modules.get(sitePath)!;
  };
  const pages = (await fs.readdir(siteDir, { recursive: true })).filter((file) => file.endsWith('.html'));
  let changed = 0;
  for (let start = 0; start < pages.length; start += PAGES_AT_ONCE) {
    await Promise.all(
      pages.slice(start, start + PAGES_AT_ONCE).map(async (file) => {
        // A full build has thousands of pre-rendered pages and a few dozen shells: their start tells.
        if (!CLIENT_SHELL.test(await firstBytes(path.join(siteDir, file)))) return;
        const html = await fs.readFile(path.join(siteDir, file), 'utf8');
        const links = await modulePreloadLinks(html, `/${file.split(path.sep).join('/')}`, read);
        const head = html.indexOf('</head>');
        if (links === '' || head < 0) return;
        await fs.writeFile(path.join(siteDir, file), html.slice(0, head) + links + html.slice(head));
        changed += 1;
      }),
    );
  }
  return changed;
}

async function firstBytes(file: string): Promise<string> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HTML_TAG_BYTES), 0, HTML_TAG_BYTES, 0);
    return buffer.toString('utf8', 0, bytesRead);
  } finally {
    await handle.close();
  }
}
