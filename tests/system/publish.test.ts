import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { seedSmallShop, withShopDatabase } from '../support/small-shop.ts';
import { CHECKED_FILE } from '../../server/publish/checked-pages.ts';
import { RECORD_FILE } from '../../server/publish/build-record.ts';
import type { BuildListAnswer, BuildSummary, PublishAnswer, RollbackAnswer } from '#contract/calls/editor-publish.ts';
import type { Envelope } from '#contract/api/types.ts';
import type { EditorFamily } from '#contract/calls/editor-families.ts';
import type { EditorPage } from '#contract/calls/editor-pages.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import { signInFully } from '../api/helpers/second-factor.ts';

/**
 * Publishing end to end, with real builds: `npm start` (scripts/start.ts) on a throwaway data dir,
 * edits made in the database while the shop is stopped (the embedded database has one owner) or
 * in the console, then publishes from the console and the webhook. Two full builds (a success and a
 * failure), then incremental ones: a build with two triggers during it that lead to exactly one more,
 * and one that republishes a family, a service text and an info page.
 */
let dir: string;
let siteDir: string;
let dataDir: string;
let shop: ChildProcess | undefined;
let baseUrl = '';
let output = '';
let token = '';
const SECRET = 'system-test-rebuild-secret';
const SERVICE = 1;

async function startShop(): Promise<void> {
  output = '';
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_DIR: siteDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REBUILD_SECRET: SECRET,
      // One address across its restarts on new ports: a release built for another is built again in full.
      SITE_URL: 'http://shop.test',
      PUBLISH_HOOK: `echo "hook $BUILD_ID $PUBLISH_TRIGGER $RELEASE_DIR" >> "${path.join(dir, 'hook.log')}"`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  shop = child;
  baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out starting the shop; output:\n${output}`)), 90_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Lihda Group shop: (http:\/\/[^/\s]+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}; output:\n${output}`)));
  });
}

async function stopShop(): Promise<void> {
  const child = shop!;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  shop = undefined;
}

/** Changes the database while the shop is stopped. */
const withDatabase = (change: (db: Db) => Promise<unknown>) => withShopDatabase(dataDir, change);

const setServiceTitle = (title: string) =>
  withDatabase((db) => db.updateTable('services').set({ titleEn: title }).where('id', '=', SERVICE).execute());

async function call<T>(
  name: string,
  body: object = {},
  headers: Record<string, string> = { token },
): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

const buildList = async () => (await call<BuildListAnswer>('editor/buildList')).data;

async function waitUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; shop output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const finished = (id: number) =>
  waitUntil(
    `build #${id} to finish`,
    async () => (await buildList()).list.find((b) => b.id === id && (b.state === 'succeeded' || b.state === 'failed')),
    280_000,
  );

/** What editor/familySave takes: the family's names and texts. */
const pickFamilyText = ({
  id,
  name,
  nameZh,
  description,
  descriptionZh,
  material,
  materialZh,
  finish,
  finishZh,
}: EditorFamily) => ({ id, name, nameZh, description, descriptionZh, material, materialZh, finish, finishZh });

const servicePage = async () => (await fetch(`${baseUrl}/services/${SERVICE}`)).text();

/** Saves the service's text in the console (recorded, so the next publish may be incremental). */
async function saveServiceText(body: string): Promise<void> {
  const service = (await call<{ list: EditorService[] }>('editor/serviceList')).data.list.find(
    (s) => s.id === SERVICE,
  )!;
  const saved = await call('editor/serviceSave', {
    id: SERVICE,
    title: service.title,
    titleZh: service.titleZh,
    summary: service.summary,
    summaryZh: service.summaryZh,
    body,
    bodyZh: service.bodyZh,
  });
  expect(saved.code, saved.msg).toBe(200);
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lihda-publish-'));
  siteDir = path.join(dir, 'dist');
  dataDir = path.join(dir, 'data');
  // A seeded database, and a site that stands for the one `npm start` built first (a real one
  // would cost a build): it becomes the first release on the first publish.
  await seedSmallShop(dataDir);
  await setServiceTitle('Title before any publish');
  await fs.mkdir(siteDir);
  await fs.writeFile(path.join(siteDir, 'index.html'), '<!doctype html><html><body>The first site</body></html>');
  await startShop();
  // The demo editor proves the authenticator code after the password (tests/api/helpers/second-factor.ts).
  const overHttp = {
    call: async (name: string, body?: unknown, options?: { headers?: Record<string, string> }) => ({
      status: 200,
      body: await call(name, body as object, options?.headers ?? {}),
    }),
  };
  const login = await signInFully(overHttp, 'editor@lihda.example', DEMO_PASSWORD);
  token = login.data.token;
}, 200_000);

afterAll(async () => {
  if (shop && shop.exitCode === null) shop.kill('SIGKILL');
  await fs.rm(dir, { recursive: true, force: true });
});

describe('publishing', () => {
  let first: number;
  let brokenFamily: { id: number; dimensionColumns: string };

  it('builds, checks and switches the site atomically; the edited text is served', async () => {
    await stopShop();
    await setServiceTitle('Precision Machining Alpha');
    await startShop();
    const asked = await call<PublishAnswer>('editor/publish');
    expect(asked.code).toBe(200);
    expect(asked.data.coalesced).toBe(false);
    first = asked.data.build;

    const running = await waitUntil('the build to run', async () => (await buildList()).current ?? undefined, 30_000);
    expect(running).toMatchObject({ id: first, state: 'running', who: 'editor@lihda.example' });
    // Progress: the pages the check expects are known once the build has asked the API.
    const progress = await waitUntil(
      'progress',
      async () => {
        const current = (await buildList()).current;
        return current?.id === first && current.pagesExpected ? current : undefined;
      },
      120_000,
    );
    expect(progress.pagesExpected).toBeGreaterThan(0);
    // Still the first site while it builds. (Asked only now: as the build starts, the first site moves
    // into the releases folder, and a request at that instant may find none: server/publish/switch.ts.)
    expect(await (await fetch(`${baseUrl}/`)).text()).toContain('The first site');

    const done = await finished(first);
    expect(done, (await call<{ log: string }>('editor/buildLog', { id: first })).data.log).toMatchObject({
      state: 'succeeded',
      live: true,
      release: String(first),
    });
    expect(done.durationMs).toBeGreaterThan(1_000);
    expect(done.pages).toBeGreaterThanOrEqual(progress.pagesExpected!);
    expect(done.pages).toBeGreaterThan(300);
    expect(await servicePage()).toContain('Precision Machining Alpha');
    expect(await fs.readlink(siteDir)).toBe(path.join('dist.releases', String(first)));

    // The site that was there first is kept as a release to roll back to.
    const list = (await buildList()).list;
    const adopted = list.find((b) => b.id !== first)!;
    expect(adopted).toMatchObject({ state: 'succeeded', trigger: 'cli', live: false, canRollback: true });
    expect(await fs.readFile(path.join(`${siteDir}.releases`, adopted.release!, 'index.html'), 'utf8')).toContain(
      'The first site',
    );
    // The hook ran after the switch, with the release folder.
    const hook = await waitUntil(
      'the hook',
      async () => (await fs.readFile(path.join(dir, 'hook.log'), 'utf8').catch(() => '')) || undefined,
      10_000,
    );
    expect(hook).toContain(`hook ${first} console ${path.join(`${siteDir}.releases`, String(first))}`);
  }, 330_000);

  it('leaves the live site as it was when the API fails a call during the build, and says why', async () => {
    await stopShop();
    // One family's data made invalid: its productDetail call answers 500 while its page renders.
    await withDatabase(async (db) => {
      const family = await db
        .selectFrom('productFamilies')
        .select(['id', 'dimensionColumns'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      brokenFamily = { id: family.id, dimensionColumns: JSON.stringify(family.dimensionColumns) };
      await db
        .updateTable('productFamilies')
        .set({ dimensionColumns: JSON.stringify({ broken: true }) })
        .where('id', '=', family.id)
        .execute();
    });
    await setServiceTitle('Precision Machining Broken');
    await startShop();
    const { build } = (await call<PublishAnswer>('editor/publish')).data;
    const done = await finished(build);
    expect(done).toMatchObject({ state: 'failed', live: false, release: null, canRollback: false });
    expect(done.reason).toMatch(/the build did not succeed \(exit code \d+\)/);
    const log = (await call<{ log: string }>('editor/buildLog', { id: build })).data.log;
    expect(log).toMatch(/Something went wrong on our side|500/);
    expect(log).toContain('The site that buyers see is unchanged.');

    expect(await servicePage()).toContain('Precision Machining Alpha');
    expect(await fs.readlink(siteDir)).toBe(path.join('dist.releases', String(first)));
    expect((await fs.readdir(`${siteDir}.releases`)).filter((f) => f.startsWith('.building'))).toEqual([]);
    expect((await buildList()).list.find((b) => b.live)?.id).toBe(first);
  }, 330_000);

  let third: number;
  let fourth: number;

  it('coalesces two triggers during a build into exactly one more build', async () => {
    await stopShop();
    // The family mended and the title as release `first` shows it: the console's edits below are all that changed since.
    await withDatabase((db) =>
      db
        .updateTable('productFamilies')
        .set({ dimensionColumns: brokenFamily.dimensionColumns })
        .where('id', '=', brokenFamily.id)
        .execute(),
    );
    await setServiceTitle('Precision Machining Alpha');
    await startShop();
    await saveServiceText('The text of the third build.');
    third = (await call<PublishAnswer>('editor/publish')).data.build;
    await waitUntil(
      'the build to run',
      async () => ((await buildList()).current?.id === third ? true : undefined),
      30_000,
    );

    // An edit while it builds, then the console and the webhook both ask for it.
    await saveServiceText('The text saved while the third build ran.');
    const byConsole = (await call<PublishAnswer>('editor/publish')).data;
    const byWebhook = (
      await call<PublishAnswer>('editor/rebuild', { event: 'publish' }, { 'x-rebuild-secret': SECRET })
    ).data;
    expect(byConsole.coalesced).toBe(false);
    expect(byWebhook).toEqual({ build: byConsole.build, coalesced: true });
    fourth = byConsole.build;
    const during = await buildList();
    expect(during.current).toMatchObject({ id: third, state: 'running' });
    expect(during.queued).toMatchObject({ id: fourth, state: 'queued' });

    const thirdDone = await finished(third);
    const fourthDone = await finished(fourth);
    expect(thirdDone).toMatchObject({ state: 'succeeded', kind: 'incremental' });
    expect(fourthDone).toMatchObject({ state: 'succeeded', kind: 'incremental' });
    // One after the other, never two at once; and nothing else was built.
    expect(new Date(fourthDone.startedAt!).getTime()).toBeGreaterThanOrEqual(new Date(thirdDone.finishedAt!).getTime());
    const list = (await buildList()).list;
    expect(list.filter((b: BuildSummary) => b.id > third).map((b) => b.id)).toEqual([fourth]);
    expect(list.find((b) => b.live)?.id).toBe(fourth);
    expect(await servicePage()).toContain('The text saved while the third build ran.');
  }, 330_000);

  it('republishes only the pages an edited family, service text and info page touch, sharing every other file with the live release', async () => {
    const family = (await call<EditorFamily>('editor/familyGet', { id: 2 })).data;
    const service = (await call<{ list: EditorService[] }>('editor/serviceList')).data.list.find(
      (s) => s.id === SERVICE,
    )!;
    const faq = (await call<{ list: EditorPage[] }>('editor/pageList')).data.list.find((p) => p.slug === 'faq')!;
    const old = [family.description, family.descriptionZh];
    const [newEn, newZh] = ['Incremental publish description in English.', '增量发布的中文说明。'];
    const [serviceEn, serviceZh, faqEn, faqZh] = [
      'A service text published on its own.',
      '单独发布的服务正文。',
      'An answer published on its own.',
      '单独发布的问答。',
    ];
    for (const [path, body] of [
      ['editor/familySave', { ...pickFamilyText(family), description: newEn, descriptionZh: newZh }],
      [
        'editor/serviceSave',
        {
          id: SERVICE,
          title: service.title,
          titleZh: service.titleZh,
          summary: service.summary,
          summaryZh: service.summaryZh,
          body: serviceEn,
          bodyZh: serviceZh,
        },
      ],
      ['editor/pageSave', { slug: 'faq', title: faq.title, titleZh: faq.titleZh, body: faqEn, bodyZh: faqZh }],
    ] as const) {
      const saved = await call(path, body);
      expect(saved.code, `${path}: ${saved.msg}`).toBe(200);
    }
    const { build } = (await call<PublishAnswer>('editor/publish')).data;
    const done = await finished(build);
    const log = (await call<{ log: string }>('editor/buildLog', { id: build })).data.log;
    expect(done, log).toMatchObject({ state: 'succeeded', live: true, kind: 'incremental' });
    expect(log).toContain(
      `Incremental build: only product families (#2), service texts (#${SERVICE}), info pages (faq) changed since release ${fourth}.`,
    );
    // Made in the background after the last switch (server/publish/standby.ts).
    expect(log).toContain(`Took the standby copy of release ${fourth} in`);

    const page = async (at: string) => (await fetch(`${baseUrl}${at}`)).text();
    expect(await page(`/goodsInfo/2/${family.slug}`)).toContain(newEn);
    expect(await page(`/zh-cn/goodsInfo/2/${family.slug}`)).toContain(newZh);
    expect(await page(`/services/${SERVICE}`)).toContain(serviceEn);
    expect(await page(`/zh-cn/services/${SERVICE}`)).toContain(serviceZh);
    expect(await page('/faq')).toContain(faqEn);
    expect(await page('/zh-cn/faq')).toContain(faqZh);
    const before = path.join(`${siteDir}.releases`, String(fourth));
    const after = path.join(`${siteDir}.releases`, String(build));
    const files = async (root: string) =>
      (await fs.readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
        .sort();
    // The old family text was there to be replaced (HTML escaping would hide it from the checks below).
    expect(await fs.readFile(path.join(before, 'goodsInfo', '2', family.slug, 'index.html'), 'utf8')).toContain(old[0]);
    const [oldFiles, newFiles] = await Promise.all([files(before), files(after)]);
    expect(newFiles).toEqual(oldFiles);
    const ownPages = new RegExp(`^(zh-cn/)?((goodsInfo|goodsDetails|goodsingopush)/2|services/${SERVICE}|faq)(/|$)`);
    // /test says when its build ran (src/pages/[...locale]/test.astro): new with every build.
    const buildTime = /^(zh-cn\/)?test\/index\.html$/;
    for (const file of newFiles) {
      const text = await fs.readFile(path.join(after, file), 'utf8');
      expect(
        old.some((o) => text.includes(o)),
        `old text in ${file}`,
      ).toBe(false);
      // The check's record (server/publish/checked-pages.ts) and the build's (build-record.ts) are each release's own, and never served.
      if (!ownPages.test(file) && !buildTime.test(file) && file !== CHECKED_FILE && file !== RECORD_FILE)
        expect(text === (await fs.readFile(path.join(before, file), 'utf8')), `${file} changed`).toBe(true);
    }
    // No address changed: the sitemap was not rendered again but shared (src/pages/[sitemap].xml.ts).
    for (const file of ['sitemap.xml', 'sitemap-1.xml'])
      expect((await fs.stat(path.join(after, file))).ino, file).toBe((await fs.stat(path.join(before, file))).ino);
    fourth = build;
  }, 330_000);

  it('republishes a renamed family at its new address, with the sitemap, and sends its old address there', async () => {
    const family = (await call<EditorFamily>('editor/familyGet', { id: 2 })).data;
    const saved = await call<EditorFamily>('editor/familySave', {
      ...pickFamilyText(family),
      name: `${family.name} Mk II`,
    });
    expect(saved.code, saved.msg).toBe(200);
    const renamed = saved.data.slug;
    expect(renamed).not.toBe(family.slug);
    const { build } = (await call<PublishAnswer>('editor/publish')).data;
    const done = await finished(build);
    const log = (await call<{ log: string }>('editor/buildLog', { id: build })).data.log;
    expect(done, log).toMatchObject({ state: 'succeeded', live: true, kind: 'incremental' });

    const sitemap = await (await fetch(`${baseUrl}/sitemap-1.xml`)).text();
    expect(sitemap).toContain(`/goodsInfo/2/${renamed}</loc>`);
    expect(sitemap).not.toContain(`/goodsInfo/2/${family.slug}</loc>`);
    expect(await (await fetch(`${baseUrl}/goodsInfo/2/${renamed}`)).text()).toContain(`${family.name} Mk II`);
    const old = await fetch(`${baseUrl}/zh-cn/goodsInfo/2/${family.slug}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/zh-cn/goodsInfo/2/${renamed}`);
    const release = path.join(`${siteDir}.releases`, String(build));
    await expect(fs.access(path.join(release, 'goodsInfo', '2', family.slug))).rejects.toThrow();
    fourth = build;
  }, 330_000);

  it('rolls back to an earlier release at once, and records it', async () => {
    // The first build's release is pruned by now (the newest five are kept): the third's is the oldest left.
    const { data, code, msg } = await call<RollbackAnswer>('editor/rollback', { id: third });
    expect(code, msg).toBe(200);
    expect(data).toMatchObject({ state: 'succeeded', release: String(third) });
    const page = await servicePage();
    expect(page).toContain('Precision Machining Alpha');
    expect(page).not.toContain('A service text published on its own.');
    expect(await fs.readlink(siteDir)).toBe(path.join('dist.releases', String(third)));
    const list = (await buildList()).list;
    expect(list[0]).toMatchObject({ id: data.build, trigger: 'rollback', rollbackOf: third, live: true });
    expect(list.find((b) => b.id === fourth)).toMatchObject({ live: false, canRollback: true });
    expect(list.find((b) => b.id === first)).toMatchObject({ release: null, canRollback: false });
    // The next publish starts from the release rolled back to: its standby copy is made for it.
    await waitUntil(
      'the standby copy of the release rolled back to',
      () =>
        fs.access(path.join(`${siteDir}.releases`, `.standby-${third}`)).then(
          () => true,
          () => undefined,
        ),
      60_000,
    );

    await stopShop();
    await withDatabase(async (db) => {
      const changes = await db
        .selectFrom('editorChanges')
        .select(['userEmail', 'action', 'recordId'])
        .where('area', '=', 'publish')
        .orderBy('id')
        .execute();
      expect(changes.map((c) => c.action)).toEqual([
        'publish',
        'publish',
        'publish',
        'publish',
        'publish',
        'publish',
        'publish',
        'rollback',
      ]);
      expect(changes.filter((c) => c.userEmail === 'webhook')).toHaveLength(1);
    });
  }, 60_000);
});
