/**
 * `npm start`: the whole shop on one port. Opens (and on first start fills) the database, serves
 * /api, builds the site if there is none yet, and serves it. It is also the publisher's builder:
 * rebuilds asked for from the console, the webhook or `npm run rebuild` run here (docs/publishing.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfigOrExit } from '../server/config.ts';
import { builtForAnotherAddress, readBuildRecord } from '../server/publish/build-record.ts';
import { runHook } from '../server/publish/hook.ts';
import { createPublisher, type Publisher } from '../server/publish/publisher.ts';
import { HOOK_TIMEOUT_MS, readPublishSettings } from '../server/publish/settings.ts';
import { serveSite } from '../server/site/serve-site.ts';
import { closeOnSignals, startApi } from '../server/start-api.ts';
import { astroBuild, buildSiteInto } from './astro-build.ts';

const config = readConfigOrExit(process.env, { serving: true });
const publishing = readPublishSettings();
const siteDir = publishing.siteDir;
const hasSite = fs.existsSync(path.join(siteDir, 'index.html'));
// Served only once its record is known to name this address (below, when the address is known).
let siteReady = false;
let publisher: Publisher | undefined;

const shop = await startApi(config, async (app) => {
  publisher = createPublisher(app.db, publishing);
  app.decorate('publisher', publisher);
  await serveSite(app, { root: siteDir, isReady: () => siteReady });
});
// A build under way is stopped (and marked failed) before the database closes.
closeOnSignals(async () => {
  await publisher?.stop();
  await shop.close();
});

// Pages name the shop by SITE_URL, or by the address it really listens on (PORT=0 picks one).
const siteUrl = config.siteUrl ?? shop.url;

const otherAddress = hasSite ? builtForAnotherAddress(await readBuildRecord(siteDir), siteUrl) : null;
if (hasSite && !otherAddress) {
  siteReady = true;
} else {
  console.log(
    hasSite
      ? `The site in ${siteDir} was built for another address (${otherAddress}): building it again in full (about a minute)…`
      : 'No built site yet: building it from the API (about a minute)…',
  );
  try {
    await buildSiteInto(siteDir, (outDir) => astroBuild(shop.url, outDir, siteUrl));
    siteReady = true;
  } catch (error) {
    console.error(`The site could not be built: ${(error as Error).message}`);
    await shop.close();
    process.exit(1);
  }
  // The site the hook uploads (a CDN, nginx's root) is this one too, before any publish: else it would
  // stay empty, or keep pages naming the old address, until an editor publishes.
  if (publishing.hook) {
    const context = { buildId: null, releaseDir: siteDir, siteDir, trigger: 'start' };
    const result = await runHook(publishing.hook, context, (text) => process.stdout.write(text), HOOK_TIMEOUT_MS);
    if (!result.ok) console.warn(`WARNING: PUBLISH_HOOK failed after the site was built (${result.outcome}).`);
  }
}
if (publishing.builds) {
  publisher!.startBuilding(shop.url, { siteUrl, report: (level, message) => shop.app.log[level](message) });
}
console.log(`Lihda Group shop: ${shop.url}/${config.apiDocs ? `  (API docs: ${shop.url}/api/docs)` : ''}`);
