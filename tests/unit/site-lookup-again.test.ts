import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { releasePath, siteLayout, type SiteLayout } from '../../server/publish/switch.ts';
import { serveSite } from '../../server/site/serve-site.ts';

// The first publish moves the plain site folder npm start built into its release and links it in its
// place (server/publish/switch.ts, adoptDirectory). The static files' lookup runs in the thread pool and
// can fall between the two steps; the page must still be served, not the 404 page (CI met it once in
// tests/e2e/categories.spec.ts, the editor's publish running beside it).

let dir: string;
let layout: SiteLayout;
let app: FastifyInstance;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lihda-lookup-'));
  layout = siteLayout(path.join(dir, 'dist'));
  for (const [file, text] of Object.entries({
    'index.html': 'home',
    '404.html': 'not found page',
    'productListLv3/10101/index.html': 'handles',
    '.build-record.json': '{}',
  })) {
    fs.mkdirSync(path.dirname(path.join(layout.siteDir, file)), { recursive: true });
    fs.writeFileSync(path.join(layout.siteDir, file), text);
  }
  app = Fastify();
  // A request marked `x-adopt` meets the adoption half done: the folder is moved away just before
  // the static files look the page up (the route's preHandler), and the link is in place just before
  // the not-found handler runs (the 404 handler's preHandler, after the lookup found nothing).
  let moved = false;
  app.addHook('preHandler', async (request) => {
    if (!request.headers['x-adopt']) return;
    if (!moved) {
      fs.renameSync(layout.siteDir, releasePath(layout, '1'));
      moved = true;
    } else if (!fs.existsSync(layout.siteDir)) {
      fs.symlinkSync(path.relative(dir, releasePath(layout, '1')), layout.siteDir, 'dir');
    }
  });
  await serveSite(app, { root: layout.siteDir, isReady: () => true });
  fs.mkdirSync(layout.releasesDir);
});

afterEach(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a page looked up while the site folder moved into its release', () => {
  it('is served once the link is in place', async () => {
    const answer = await app.inject({ url: '/productListLv3/10101', headers: { 'x-adopt': '1' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('handles');
    expect(fs.readlinkSync(layout.siteDir)).toBe(path.join('dist.releases', '1'));
  });

  it('still answers 404 with the 404 page for a page the site does not have, and never serves a dot file', async () => {
    for (const url of ['/productListLv3/99999', '/.build-record.json']) {
      const answer = await app.inject({ url, headers: { 'x-adopt': '1' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toBe('{}');
    }
    expect((await app.inject({ url: '/productListLv3/99999' })).body).toBe('not found page');
  });
});
