/**
 * `npm run rebuild`: rebuild the site from the database and publish it (docs/publishing.md).
 *
 * - With SHOP_URL and REBUILD_SECRET set: asks the running shop through its webhook, then follows
 *   the build's log until it is published or has failed.
 * - Otherwise: runs the same engine here, with the API on a private port (for when the shop is
 *   stopped; on the embedded database the shop must be stopped, as for `npm run build`).
 *
 * Exits 0 when the site was published, 1 when not (the live site is then unchanged).
 */
import type { RebuildStatusAnswer, PublishAnswer } from '#contract/calls/editor-publish.ts';
import type { Envelope } from '#contract/api/types.ts';
import { readConfig } from '../server/config.ts';
import { createPublisher } from '../server/publish/publisher.ts';
import { readPublishSettings } from '../server/publish/settings.ts';
import { startApi } from '../server/start-api.ts';

const settings = readPublishSettings();
const shopUrl = process.env.SHOP_URL?.replace(/\/+$/, '');
const wait = !process.argv.includes('--no-wait');

async function post<T>(path: string, body: object): Promise<Envelope<T>> {
  const response = await fetch(`${shopUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rebuild-secret': settings.secret! },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return (await response.json()) as Envelope<T>;
}

/** Through the running shop's webhook. */
async function viaWebhook(): Promise<boolean> {
  const asked = await post<PublishAnswer>('editor/rebuild', {});
  if (asked.code !== 200) {
    console.error(`The shop at ${shopUrl} refused: ${asked.msg}`);
    return false;
  }
  const { build, coalesced } = asked.data;
  console.log(
    coalesced
      ? `A build was already waiting: this request joined build #${build}.`
      : `Build #${build} queued at ${shopUrl}.`,
  );
  if (!wait) return true;
  let offset = 0;
  for (;;) {
    const status = await post<RebuildStatusAnswer>('editor/rebuildStatus', { id: build, offset });
    if (status.code !== 200) {
      console.error(`Could not follow build #${build}: ${status.msg}`);
      return false;
    }
    process.stdout.write(status.data.log);
    offset = status.data.nextOffset;
    if (status.data.state === 'succeeded') return true;
    if (status.data.state === 'failed') {
      console.error(`Build #${build} failed: ${status.data.reason ?? 'see the log above'}`);
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Is a shop already answering on the configured port? (Two processes must not share PGlite's files.) */
async function shopAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/unpri/companyInfoDetail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(1_500),
    });
    return true;
  } catch {
    return false;
  }
}

/** The engine in this process, against the database. */
async function inProcess(): Promise<boolean> {
  const config = readConfig();
  if (!config.databaseUrl && (await shopAnswers(config.port))) {
    console.error(
      `A shop is running on port ${config.port} with the embedded database. Publish through it instead:\n  SHOP_URL=http://127.0.0.1:${config.port} REBUILD_SECRET=… npm run rebuild\n(with the same REBUILD_SECRET as the shop), or from the editor console; or stop it first.`,
    );
    return false;
  }
  const api = await startApi({ ...config, host: '127.0.0.1', port: 0, logLevel: 'warn' });
  const publisher = createPublisher(api.app.db, settings);
  try {
    const { build, coalesced } = await publisher.publish({ trigger: 'cli', requestedBy: null, who: 'cli' });
    await api.app.db
      .insertInto('editorChanges')
      .values({
        userId: null,
        userEmail: 'cli',
        area: 'publish',
        recordId: String(build),
        action: 'publish',
        summary: `npm run rebuild: build #${build}${coalesced ? ' (joined)' : ''}`,
        detail: JSON.stringify({ build, coalesced }),
      })
      .execute();
    console.log(
      coalesced
        ? `A build was already waiting: building #${build}.`
        : `Build #${build}: building the site into ${settings.siteDir}.releases/ …`,
    );
    publisher.startBuilding(api.url, {
      echo: (text) => process.stdout.write(text),
      report: (level, message) => (level === 'info' ? console.log(message) : console.error(message)),
    });
    const row = await publisher.waitFor(build);
    if (row.state === 'failed') console.error(`Build #${build} failed: the live site is unchanged.`);
    return row.state === 'succeeded';
  } finally {
    await publisher.stop();
    await api.close();
  }
}

let published: boolean;
if (shopUrl && settings.secret) {
  published = await viaWebhook();
} else {
  if (shopUrl) console.log('SHOP_URL is set but REBUILD_SECRET is not: building here instead.');
  published = await inProcess();
}
process.exit(published ? 0 : 1);
