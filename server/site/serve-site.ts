import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, localeOfPath, localePath } from '#contract/i18n/locales.ts';
import { HASHED_ASSETS_DIR, HASHED_ASSET_CACHE, PAGE_CACHE } from '#contract/site/cache-headers.ts';
import { pageSecurityHeaders } from '#contract/site/security-headers.ts';
import { SHELL_ROUTES } from '#contract/site/shells.ts';
import { siteFileNow } from './site-file.ts';

export interface SiteOptions {
  /**
   * The built site (Astro's dist/). Publishing makes it a symbolic link to the live release and
   * switches the link: nothing here may resolve or list it once at start-up (no realpath, no
   * `wildcard: false`, which globs the files), so each request sees the link's current target.
   */
  root: string;
  /** False while the first build runs: pages then answer 503 with a short note. */
  isReady: () => boolean;
}

const BUILDING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Lihda Group</title><p>The shop is being built. This page reloads in a few seconds.</p></html>`;

/** Pages revalidate on every visit; hashed assets never change under their name. */
function cacheHeader(filePath: string): string {
  return filePath.includes(`${path.sep}${HASHED_ASSETS_DIR}${path.sep}`) ? HASHED_ASSET_CACHE : PAGE_CACHE;
}

/** The built page of a folder (dist/Pay/index.html), or undefined when the build has none. */
function pageFile(root: string, folder: string): string | undefined {
  const file = path.join(folder.replace(/^\//, ''), 'index.html');
  return fs.existsSync(path.join(root, file)) ? file : undefined;
}

/** The name a product's page has in this build: the one folder under /goodsInfo/{id}/ holding a page. */
function currentProductName(root: string, folder: string): string | undefined {
  const dir = path.join(root, folder.replace(/^\//, ''));
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .find((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, 'index.html')))?.name;
}

/** "?partNo=…" of a request's URL, or "". */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/**
 * Serves the static site beside the API: files from the build, the client shells for docs/spec.md#routes'
 * id paths (/acOrderdetails/123 gets the acOrderdetails page), and the 404 page with status 404.
 */
export async function serveSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  fs.mkdirSync(options.root, { recursive: true });
  // Every answer of the site (pages, files, shells, 404, the building note) carries the page policy;
  // /api sets its own (server/app.ts).
  const securityHeaders = pageSecurityHeaders();
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    // A punch-out page that posts the basket elsewhere brings its own, narrower policy (server/punch-out/form-page.ts).
    const ownPolicy = request.url.startsWith('/punchout/') ? reply.getHeader('content-security-policy') : undefined;
    reply.headers(securityHeaders);
    if (ownPolicy !== undefined) reply.header('content-security-policy', ownPolicy);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!options.isReady() && !request.url.startsWith('/api/')) {
      return reply.status(503).header('retry-after', '5').type('text/html; charset=utf-8').send(BUILDING_PAGE);
    }
  });
  await app.register(fastifyStatic, {
    // With the default wildcard route, each request is stat-ed under this path afresh (the link is
    // followed then), so a publish takes effect for the next request.
    root: options.root,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    // A site's dot files are for the shop, not buyers (server/publish/build-record.ts).
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheHeader(filePath));
    },
  });

  const sendNotFound = (locale: ReturnType<typeof localeOfPath>, reply: FastifyReply) => {
    const file = locale === 'zh-cn' ? (pageFile(options.root, '/zh-cn/404') ?? '404.html') : '404.html';
    if (!fs.existsSync(path.join(options.root, file)))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.status(404).header('cache-control', 'no-cache').sendFile(file);
  };

  for (const locale of LOCALES) {
    // The 404 page keeps its status when asked for by name.
    app.get(localePath(locale, '/404'), (_request, reply) => sendNotFound(locale, reply));
    for (const route of SHELL_ROUTES) {
      const base = localePath(locale, `/${route.page}`);
      // /Pay/:id, /acMsg/:id/:code … up to the route's number of id segments.
      for (let n = 1; n <= route.idSegments; n++) {
        const pattern = base + Array.from({ length: n }, (_, i) => `/:p${i}`).join('');
        app.get(pattern, (_request, reply) => {
          const file = pageFile(options.root, base);
          return file ? reply.header('cache-control', PAGE_CACHE).sendFile(file) : sendNotFound(locale, reply);
        });
      }
    }

    // A product's id link (/goodsInfo/{id}, the shareable /goodsingopush/{id}) or a URL with an
    // outdated name goes to the canonical name, keeping its query (?partNo= names the part to
    // choose); the id's own page is the static hosts' way there (RedirectToProduct.astro).
    const toCanonical = (id: string, request: FastifyRequest, reply: FastifyReply) => {
      const folder = localePath(locale, `/goodsInfo/${id}`);
      const current = currentProductName(options.root, folder);
      return current ? reply.redirect(`${folder}/${current}${queryOf(request.url)}`, 301) : sendNotFound(locale, reply);
    };
    // Only ids and URL names ever reach the file system: nothing like ../ can.
    const isId = (id: string) => /^\d{1,10}$/.test(id);
    for (const idLink of ['/goodsInfo/:id', '/goodsingopush/:id', '/goodsingopush/:id/']) {
      app.get(localePath(locale, idLink), (request, reply) => {
        const { id } = request.params as { id: string };
        return isId(id) ? toCanonical(id, request, reply) : sendNotFound(locale, reply);
      });
    }
    app.get(localePath(locale, '/goodsInfo/:id/:name'), (request, reply) => {
      const { id, name } = request.params as { id: string; name: string };
      if (!isId(id) || !/^[a-z0-9-]{0,80}$/.test(name)) return sendNotFound(locale, reply);
      const page = name === '' ? undefined : pageFile(options.root, localePath(locale, `/goodsInfo/${id}/${name}`));
      return page ? reply.header('cache-control', PAGE_CACHE).sendFile(page) : toCanonical(id, request, reply);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    // The static files' lookup runs in the thread pool, and may have fallen in the moment the first
    // publish moved the site folder into its release: the page is there now, so it is served.
    const again =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')
        ? siteFileNow(options.root, request.url)
        : undefined;
    return again ? reply.sendFile(again) : sendNotFound(localeOfPath(request.url), reply);
  });
}
