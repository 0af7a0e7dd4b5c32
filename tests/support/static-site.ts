import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveSite } from '../../server/site/serve-site.ts';

/**
 * The Node server (server/site/serve-site.ts) on a site of the given files, each holding its own path
 * as its text, so a test sees which file a URL was answered with.
 */
export async function siteOf(files: readonly string[]): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lihda-site-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  const app = Fastify();
  await serveSite(app, { root: dir, isReady: () => true });
  return {
    app,
    close: async () => {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
