import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface SiteOptions {
  /** The built site (Astro's dist/). */
  root: string;
  /** False while the first build runs: pages then answer 503 with a short note. */
  isReady: () => boolean;
}

const BUILDING_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>Lihda Group</title><p>The shop is being built. This page reloads in a few seconds.</p></html>`;

/** Serves the static site beside the API: hashed assets cached for a year, pages revalidated. */
export async function serveSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  fs.mkdirSync(options.root, { recursive: true });
  app.addHook('onRequest', async (request, reply) => {
    if (!options.isReady() && !request.url.startsWith('/api/')) {
      return reply.status(503).header('retry-after', '5').type('text/html; charset=utf-8').send(BUILDING_PAGE);
    }
  });
  await app.register(fastifyStatic, {
    root: options.root,
    prefix: '/',
    index: ['index.html'],
    redirect: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}_astro${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  app.setNotFoundHandler((_request, reply) => {
    const notFoundPage = path.join(options.root, '404.html');
    if (fs.existsSync(notFoundPage)) return reply.status(404).sendFile('404.html');
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
