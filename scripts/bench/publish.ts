/**
 * `npm run bench:publish [-- --scales 1,10]`: how long an editor waits between "Publish" and the
 * change being live. At each scale, on a fresh PGlite database and site folder: a first publish
 * puts a site live; then one family's English description is saved as the editor console saves
 * it, and the second publish is timed from the request to the switch (the build, the check of
 * every page, the atomic switch). The first publish is a full build (no release is live yet), the
 * second an incremental one (server/publish/incremental.ts); both are printed side by side.
 * Numbers go to bench-results/publish.json. A benchmark, not a test.
 *
 * Before the second publish it waits for the standby copy of the live release the builder makes in
 * the background after each switch (server/publish/standby.ts), as an editor's next publish minutes
 * later finds it, and prints how long that copy took.
 *
 * `-- --scales 100 --database-url <url> --keep <dir>`: on a PostgreSQL database already seeded at
 * that scale (no seed: a `--scale 100` seed takes minutes), leaving the site in <dir> for
 * bench:memory's `--site`. Add `--one-family` to time only the second publish on the release live
 * in <dir> from an earlier run (the code unchanged since, so it can be incremental), without the
 * first, full one (11 minutes at `--scale 100`).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '../../server/config.ts';
import { readFamily, saveFamily } from '../../server/editor/families.ts';
import { createPublisher, type Publisher } from '../../server/publish/publisher.ts';
import { readPublishSettings } from '../../server/publish/settings.ts';
import { standbyPath } from '../../server/publish/standby.ts';
import { liveRelease, siteLayout, type SiteLayout } from '../../server/publish/switch.ts';
import { seedDatabase } from '../../server/seed/load.ts';
import { startApi } from '../../server/start-api.ts';
import { largestPages } from './largest-pages.ts';
import { sampleMemory } from './process-memory.ts';
import { formatTable } from './table.ts';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    'database-url': { type: 'string' },
    keep: { type: 'string' },
    'one-family': { type: 'boolean', default: false },
  },
});
if (values['one-family'] && !values.keep) throw new Error('--one-family publishes onto the site kept in --keep <dir>.');
const databaseUrl = values['database-url'];
const scales = values.scales.split(',').map(Number);
const EDITOR_EMAIL = 'editor@lihda.example';

/** Seconds from the publish request until its build is live; throws when the build failed. */
async function timedPublish(
  publisher: Publisher,
  logFile: string,
): Promise<{ seconds: number; pages: number; kind: string; builderPeakMb: number }> {
  const started = performance.now();
  // The `astro build` child and anything it starts: the builder's memory, apart from the API's.
  const builder = sampleMemory(process.pid, 1_000, { childrenOnly: true });
  const { build } = await publisher.publish({ trigger: 'cli', requestedBy: null, who: 'bench' });
  const row = await publisher.waitFor(build, 200);
  const builderPeakMb = Math.round((await builder.stop()).peakTreeRssKb / 1024);
  // The whole log, with the time of each phase (server/publish/builder.ts), for a profile.
  await fs.writeFile(logFile, row.log);
  if (row.state !== 'succeeded') throw new Error(`build #${build} failed:\n${row.log.slice(-2_000)}`);
  // The lines where the builder says which kind of build it ran and why (server/publish/builder.ts).
  for (const line of row.log
    .split('\n')
    .filter((l) => /Z {2}((Full|Incremental) build|Full build instead|Shared \d+|Took the standby)/.test(l)))
    console.log(`  ${line}`);
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    pages: row.pages ?? 0,
    kind: row.kind ?? 'unknown',
    builderPeakMb,
  };
}

/** Seconds until the standby copy of the live release is whole, looked for every 200 ms. */
async function standbyReady(layout: SiteLayout): Promise<number> {
  const started = performance.now();
  const live = await liveRelease(layout);
  if (!live) throw new Error(`no release is live in ${layout.siteDir}`);
  while (
    !(await fs.stat(standbyPath(layout, live)).then(
      () => true,
      () => false,
    ))
  )
    await new Promise((resolve) => setTimeout(resolve, 200));
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

await fs.mkdir('bench-results', { recursive: true });
const rows: Array<{ scale: number; kind: string; pages: number; seconds: number; builderPeakMb: number }> = [];
const largest: Record<number, Array<{ page: string; kb: number }>> = {};
for (const scale of scales) {
  const dir = values.keep
    ? path.resolve(values.keep)
    : await fs.mkdtemp(path.join(os.tmpdir(), `lihda-bench-publish-${scale}-`));
  await fs.mkdir(dir, { recursive: true });
  const api = await startApi({
    ...readConfig(),
    dataDir: dir,
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    logLevel: 'warn',
  });
  const siteDir = path.join(dir, 'site');
  const publisher = createPublisher(api.app.db, { ...readPublishSettings({}), siteDir });
  try {
    if (scale > 1 && !databaseUrl) await seedDatabase(api.database.db, scale);
    publisher.startBuilding(api.url, { report: (level, message) => level !== 'info' && console.error(message) });
    if (!values['one-family']) {
      console.log(`scale ${scale}: first publish…`);
      const first = await timedPublish(publisher, `bench-results/publish-${scale}-first.log`);
      rows.push({ scale, ...first, kind: `${first.kind} build (first publish)` });
      console.log(
        `scale ${scale}: live ${first.seconds} s after Publish (${first.pages} pages, ${first.kind} build, builder peak ${first.builderPeakMb} MB)`,
      );
      largest[scale] = await largestPages(siteDir, 5);
      console.log(`scale ${scale}: the largest pages (KB of HTML): ${JSON.stringify(largest[scale])}`);
    }
    console.log(
      `scale ${scale}: the standby copy of the live release ready in ${await standbyReady(siteLayout(siteDir))} s`,
    );
    const editor = await api.app.db
      .selectFrom('users')
      .select(['id as userId', 'email'])
      .where('email', '=', EDITOR_EMAIL)
      .executeTakeFirstOrThrow();
    const family = await api.app.db.selectFrom('productFamilies').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { id, name, nameZh, description, descriptionZh, material, materialZh, finish, finishZh } = await readFamily(
      api.app.db,
      family.id,
    );
    await saveFamily(api.app.db, editor, {
      id,
      name,
      nameZh,
      description: `${description} (bench ${Date.now()})`,
      descriptionZh,
      material,
      materialZh,
      finish,
      finishZh,
    });
    console.log(`scale ${scale}: one family changed, publishing…`);
    const second = await timedPublish(publisher, `bench-results/publish-${scale}-second.log`);
    rows.push({ scale, ...second, kind: `${second.kind} build (one family changed)` });
    console.log(
      `scale ${scale}: live ${second.seconds} s after Publish (${second.pages} pages, ${second.kind} build, builder peak ${second.builderPeakMb} MB)`,
    );
  } finally {
    await publisher.stop();
    await api.close();
    if (!values.keep) await fs.rm(dir, { recursive: true, force: true });
  }
}
console.log(
  `\nOne family's text changed, then Publish (load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}):`,
);
console.log(
  formatTable(
    ['scale', 'build', 'pages', 'seconds to live', 'builder peak MB'],
    rows.map((r) => [r.scale, r.kind, r.pages, r.seconds, r.builderPeakMb]),
  ),
);
await fs.writeFile(
  'bench-results/publish.json',
  `${JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, node: process.version, rows, largest }, null, 2)}\n`,
);
console.log('Written to bench-results/publish.json');
