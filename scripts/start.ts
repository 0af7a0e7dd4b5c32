/**
 * `npm start`: the whole shop on one port. Opens (and on first start fills) the database, serves
 * /api, builds the site if there is none yet, and serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../server/config.ts';
import { serveSite } from '../server/site/serve-site.ts';
import { closeOnSignals, startApi } from '../server/shop.ts';
import { astroBuild } from './astro-build.ts';

const config = readConfig();
const siteDir = path.resolve(process.env.SITE_DIR || 'dist');
let siteReady = fs.existsSync(path.join(siteDir, 'index.html'));

const shop = await startApi(config, (app) => serveSite(app, { root: siteDir, isReady: () => siteReady }));
closeOnSignals(shop.close);

if (!siteReady) {
  console.log('No built site yet: building it from the API (about a minute)…');
  try {
    await astroBuild(shop.url, siteDir);
    siteReady = true;
  } catch (error) {
    console.error(`The site could not be built: ${(error as Error).message}`);
    await shop.close();
    process.exit(1);
  }
}
console.log(`Lihda Group shop: ${shop.url}/  (API docs: ${shop.url}/api/docs)`);
