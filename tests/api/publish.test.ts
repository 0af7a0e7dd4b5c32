import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runnerIsGone } from '../../server/publish/runner-liveness.ts';
import { createPublisher } from '../../server/publish/publisher.ts';
import { appendLog, claimNext, failInterrupted, finishBuild, requestBuild } from '../../server/publish/queue.ts';
import type { BuildListAnswer, BuildLogAnswer, PublishAnswer, RollbackAnswer } from '#contract/calls/editor-publish.ts';
import { logInAs, type Buyer } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** Publishing's calls and its queue, without running a build (tests/system/publish.test.ts does). */
let api: TestApi;
let editor: Buyer;
let buyer: Buyer;
const SECRET = 'test-rebuild-secret-0123456789';

beforeAll(async () => {
  api = await openTestApi();
  // What scripts/start.ts does, minus the builder: this app only queues.
  api.app.decorate(
    'publisher',
    createPublisher(api.db, {
      secret: SECRET,
      hook: undefined,
      builds: false,
      siteDir: path.join(os.tmpdir(), 'lihda-publish-api-test-dist'),
    }),
  );
  editor = await logInAs(api, 'editor@lihda.example');
  buyer = await logInAs(api, 'buyer@example.com');
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.deleteFrom('siteBuilds').execute();
});

const webhook = (headers: Record<string, string>, payload: unknown = { event: 'entry.publish', model: 'service' }) =>
  api.call<PublishAnswer>('editor/rebuild', payload, { headers });

describe('permissions', () => {
  it('answers 701 without a session and 403 to a buyer, for every publishing call', async () => {
    for (const [call, body] of [
      ['editor/publish', {}],
      ['editor/buildList', {}],
      ['editor/buildLog', { id: 1 }],
      ['editor/rollback', { id: 1 }],
    ] as const) {
      const anonymous = await api.call(call, body);
      expect(anonymous.status, call).toBe(401);
      expect(anonymous.body.code, call).toBe(701);
      const refused = await buyer.call(call, body);
      expect(refused.status, call).toBe(403);
      expect(refused.body.msg, call).toBe('This is for content editors only.');
    }
    expect(await api.db.selectFrom('siteBuilds').selectAll().execute()).toEqual([]);
  });

  it('lets an editor publish, and records who asked', async () => {
    const { status, body } = await editor.call<PublishAnswer>('editor/publish');
    expect(status).toBe(200);
    expect(body.data).toEqual({ build: expect.any(Number), coalesced: false });
    expect(body.msg).toContain(`Build #${body.data.build}`);
    const change = await api.db
      .selectFrom('editorChanges')
      .selectAll()
      .where('area', '=', 'publish')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      userEmail: 'editor@lihda.example',
      action: 'publish',
      recordId: String(body.data.build),
    });
    const row = await api.db
      .selectFrom('siteBuilds')
      .selectAll()
      .where('id', '=', body.data.build)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'queued', trigger: 'console', requestedBy: editor.login.id });
  });

  it('answers in Chinese when asked', async () => {
    const { body } = await editor.call<PublishAnswer>('editor/publish', {}, { lang: 'zh-cn' });
    expect(body.msg).toMatch(/排队/);
  });
});

describe('coalescing', () => {
  it('joins requests into the one waiting build', async () => {
    const first = (await editor.call<PublishAnswer>('editor/publish')).body.data;
    const second = (await editor.call<PublishAnswer>('editor/publish')).body.data;
    expect(second).toEqual({ build: first.build, coalesced: true });
    expect(await api.db.selectFrom('siteBuilds').selectAll().execute()).toHaveLength(1);
  });

  it('keeps at most one build running and one waiting, however many ask at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        requestBuild(api.db, { trigger: 'webhook', requestedBy: null, who: `caller ${i}` }),
      ),
    );
    expect(new Set(answers.map((a) => a.build)).size).toBe(1);
    expect(answers.filter((a) => !a.coalesced)).toHaveLength(1);

    const running = await claimNext(api.db, 'test:1:/tmp/dist');
    expect(running).toMatchObject({ id: answers[0]!.build, state: 'running', runner: 'test:1:/tmp/dist' });
    expect(await claimNext(api.db, 'test:2:/tmp/dist')).toBeUndefined();

    // Two triggers during the build: exactly one more build.
    const during = [
      await requestBuild(api.db, { trigger: 'console', requestedBy: null, who: 'a' }),
      await requestBuild(api.db, { trigger: 'webhook', requestedBy: null, who: 'b' }),
    ];
    expect(during[0]!.coalesced).toBe(false);
    expect(during[1]).toEqual({ build: during[0]!.build, coalesced: true });
    // The waiting build is not started while one runs.
    expect(await claimNext(api.db, 'test:2:/tmp/dist')).toBeUndefined();

    await finishBuild(api.db, running!.id, {
      state: 'succeeded',
      log: 'done',
      release: String(running!.id),
      pages: 10,
    });
    const next = await claimNext(api.db, 'test:2:/tmp/dist');
    expect(next?.id).toBe(during[0]!.build);
    expect(next!.log).toContain('Also requested by b (webhook)');
    const rows = await api.db.selectFrom('siteBuilds').select(['id', 'state']).orderBy('id').execute();
    expect(rows.map((r) => r.state)).toEqual(['succeeded', 'running']);
  });

  it('lets only one of several builders claim the waiting build', async () => {
    await requestBuild(api.db, { trigger: 'cli', requestedBy: null, who: 'cli' });
    const claims = await Promise.all(Array.from({ length: 6 }, (_, i) => claimNext(api.db, `test:${i}:/tmp/dist`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await api.db.selectFrom('siteBuilds').select('state').execute()).toEqual([{ state: 'running' }]);
  });

  it('marks a build whose process died as failed (interrupted), so publishing is not stuck', async () => {
    await requestBuild(api.db, { trigger: 'cli', requestedBy: null, who: 'cli' });
    const row = await claimNext(api.db, `${os.hostname()}:999999:/tmp/dist`);
    const failed = await failInterrupted(
      api.db,
      (r) => r.runner === row!.runner,
      () => 'the process that ran it stopped during the build.',
    );
    expect(failed).toEqual([row!.id]);
    const after = await api.db.selectFrom('siteBuilds').selectAll().where('id', '=', row!.id).executeTakeFirstOrThrow();
    expect(after.state).toBe('failed');
    expect(after.log).toContain('FAILED: interrupted');
    // Room again for a build.
    await requestBuild(api.db, { trigger: 'cli', requestedBy: null, who: 'cli' });
    expect(await claimNext(api.db, 'test:3:/tmp/dist')).toBeDefined();
  });
});

describe('a build whose process is gone', () => {
  const here = { host: 'shop-1', pid: 100, alive: (pid: number) => pid === 200 };
  const now = Date.parse('2026-11-22T12:00:00Z');
  const startedMinutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

  it('is recognised on the same machine at once, and from another machine after 30 minutes', () => {
    // This process's previous life (same pid after a restart in a container) or a dead pid.
    expect(runnerIsGone({ runner: 'shop-1:100:/srv/dist', startedAt: startedMinutesAgo(1) }, here, now)).toMatch(
      /stopped during the build/,
    );
    expect(runnerIsGone({ runner: 'shop-1:300:/srv/dist', startedAt: startedMinutesAgo(1) }, here, now)).toMatch(
      /stopped during the build/,
    );
    // A live process on this machine (npm run rebuild beside the shop) is left alone.
    expect(runnerIsGone({ runner: 'shop-1:200:/srv/dist', startedAt: startedMinutesAgo(5) }, here, now)).toBeNull();
    expect(runnerIsGone({ runner: 'shop-2:300:/srv/dist', startedAt: startedMinutesAgo(5) }, here, now)).toBeNull();
    expect(runnerIsGone({ runner: 'shop-2:300:/srv/dist', startedAt: startedMinutesAgo(31) }, here, now)).toMatch(
      /30 minutes/,
    );
  });
});

describe('the rebuild webhook', () => {
  it('refuses a missing or wrong secret with 403, and queues with the right one', async () => {
    expect((await webhook({})).status).toBe(403);
    const wrong = await webhook({ 'x-rebuild-secret': 'not-the-secret' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.msg).toBe('The rebuild secret is missing or wrong.');
    expect(await api.db.selectFrom('siteBuilds').selectAll().execute()).toEqual([]);

    const first = await webhook({ 'x-rebuild-secret': SECRET });
    expect(first.status).toBe(200);
    expect(first.body.data.coalesced).toBe(false);
    // A CMS may send any body, or none.
    const again = await api.app.inject({
      method: 'POST',
      url: '/api/editor/rebuild',
      headers: { 'x-rebuild-secret': SECRET },
    });
    expect(again.json().data).toEqual({ build: first.body.data.build, coalesced: true });
    const row = await api.db.selectFrom('siteBuilds').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ trigger: 'webhook', requestedBy: null });
    const change = await api.db
      .selectFrom('editorChanges')
      .selectAll()
      .where('userEmail', '=', 'webhook')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ area: 'publish', action: 'publish', recordId: String(row.id) });
  });

  it('answers 409 when no secret is set up', async () => {
    const unset = await openTestApi();
    try {
      unset.app.decorate(
        'publisher',
        createPublisher(unset.db, { secret: undefined, hook: undefined, builds: false, siteDir: '/tmp/none' }),
      );
      const answer = await unset.call('editor/rebuild', {}, { headers: { 'x-rebuild-secret': '' } });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toContain('REBUILD_SECRET');
    } finally {
      await unset.close();
    }
  });

  it("reports a build's state and log to the secret holder (npm run rebuild, CI)", async () => {
    const { build } = (await webhook({ 'x-rebuild-secret': SECRET })).body.data;
    const status = await api.call<{ state: string; log: string; nextOffset: number }>(
      'editor/rebuildStatus',
      { id: build },
      { headers: { 'x-rebuild-secret': SECRET } },
    );
    expect(status.body.data).toMatchObject({
      state: 'queued',
      log: expect.stringContaining('Publish requested by webhook'),
    });
    const rest = await api.call<{ log: string }>(
      'editor/rebuildStatus',
      { id: build, offset: status.body.data.nextOffset },
      { headers: { 'x-rebuild-secret': SECRET } },
    );
    expect(rest.body.data.log).toBe('');
    expect(
      (await api.call('editor/rebuildStatus', { id: build }, { headers: { 'x-rebuild-secret': 'nope' } })).status,
    ).toBe(403);
  });
});

describe('build list, log and rollback', () => {
  /** Two finished builds, as a builder leaves them: #a (older) and #b (live). */
  async function twoReleases(): Promise<{ older: number; live: number }> {
    const ids: number[] = [];
    for (const minutesAgo of [20, 10]) {
      const { build } = await requestBuild(api.db, {
        trigger: 'console',
        requestedBy: editor.login.id,
        who: 'editor@lihda.example',
      });
      await claimNext(api.db, 'test:1:/tmp/dist');
      await finishBuild(api.db, build, {
        state: 'succeeded',
        log: `built ${build}\n`,
        release: String(build),
        pages: 700,
      });
      await api.db
        .updateTable('siteBuilds')
        .set({
          startedAt: new Date(Date.now() - minutesAgo * 60_000 - 90_000),
          finishedAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .where('id', '=', build)
        .execute();
      ids.push(build);
    }
    return { older: ids[0]!, live: ids[1]! };
  }

  it('lists builds newest first with duration, outcome, the live one and what can be rolled back to', async () => {
    const { older, live } = await twoReleases();
    const { build: failedId } = await requestBuild(api.db, { trigger: 'webhook', requestedBy: null, who: 'webhook' });
    await claimNext(api.db, 'test:1:/tmp/dist');
    await finishBuild(api.db, failedId, {
      state: 'failed',
      log: 'x\n2026-01-01 00:00:00Z  FAILED: the build did not succeed (exit code 1): boom. The site that buyers see is unchanged.\n',
      release: null,
      pages: null,
    });
    const { build: waiting } = await requestBuild(api.db, {
      trigger: 'console',
      requestedBy: editor.login.id,
      who: 'editor@lihda.example',
    });

    const { body } = await editor.call<BuildListAnswer>('editor/buildList');
    expect(body.code).toBe(200);
    expect(body.data.list.map((b) => b.id)).toEqual([waiting, failedId, live, older]);
    expect(body.data.current).toBeNull();
    expect(body.data.queued).toMatchObject({ id: waiting, state: 'queued', who: 'editor@lihda.example' });
    const [, failed, liveRow, olderRow] = body.data.list;
    expect(failed).toMatchObject({
      state: 'failed',
      trigger: 'webhook',
      who: 'webhook',
      live: false,
      canRollback: false,
    });
    expect(failed!.reason).toMatch(/^the build did not succeed \(exit code 1\): boom/);
    expect(liveRow).toMatchObject({
      state: 'succeeded',
      live: true,
      canRollback: false,
      pages: 700,
      durationMs: 90_000,
      release: String(live),
    });
    expect(olderRow).toMatchObject({ live: false, canRollback: true });

    const log = await editor.call<BuildLogAnswer>('editor/buildLog', { id: failedId });
    expect(log.body.data.log).toContain('FAILED: the build did not succeed');
    expect((await editor.call('editor/buildLog', { id: 999_999 })).status).toBe(404);
  });

  it('hides the secrets a build or hook printed from the log editors read', async () => {
    const secret = 'sk_test_printed_by_a_verbose_hook';
    const before = process.env.STRIPE_SECRET_KEY;
    process.env.STRIPE_SECRET_KEY = secret;
    try {
      const { build } = await requestBuild(api.db, {
        trigger: 'console',
        requestedBy: editor.login.id,
        who: 'editor@lihda.example',
      });
      await claimNext(api.db, 'test:1:/tmp/dist');
      await appendLog(api.db, build, `+ curl -H "Authorization: ${secret}"\n`);
      await finishBuild(api.db, build, {
        state: 'succeeded',
        log: `${(await api.db.selectFrom('siteBuilds').select('log').where('id', '=', build).executeTakeFirstOrThrow()).log}key ${secret} again\n`,
      });
      const { body } = await editor.call<BuildLogAnswer>('editor/buildLog', { id: build });
      expect(body.data.log).toContain('Authorization: [hidden]');
      expect(body.data.log).not.toContain(secret);
    } finally {
      if (before === undefined) delete process.env.STRIPE_SECRET_KEY;
      else process.env.STRIPE_SECRET_KEY = before;
    }
  });

  it("shows the running build's progress", async () => {
    const { build } = await requestBuild(api.db, {
      trigger: 'console',
      requestedBy: editor.login.id,
      who: 'editor@lihda.example',
    });
    await claimNext(api.db, 'test:1:/tmp/dist');
    await api.db
      .updateTable('siteBuilds')
      .set({ pages: 700, log: sql<string>`log || ${'  ├─ /a/index.html (+1ms)\n  ├─ /b/index.html (+2ms)\n'}` })
      .where('id', '=', build)
      .execute();
    const { body } = await editor.call<BuildListAnswer>('editor/buildList');
    expect(body.data.current).toMatchObject({
      id: build,
      state: 'running',
      pagesWritten: 2,
      pagesExpected: 700,
      who: 'editor@lihda.example',
    });
    expect(body.data.current!.lastLines.at(-1)).toContain('/b/index.html');
    expect(body.data.list[0]).toMatchObject({ id: build, state: 'running', pages: null, durationMs: null });
  });

  it('queues a rollback to a kept release (replacing a waiting build), records it, and refuses what cannot be rolled back to', async () => {
    const { older, live } = await twoReleases();
    const { build: waiting } = await requestBuild(api.db, { trigger: 'console', requestedBy: null, who: 'someone' });

    expect((await buyer.call('editor/rollback', { id: older })).status).toBe(403);
    expect((await editor.call('editor/rollback', { id: 999_999 })).status).toBe(404);
    const already = await editor.call('editor/rollback', { id: live });
    expect(already.status).toBe(409);
    expect(already.body.msg).toBe('This build is already live.');

    const { status, body } = await editor.call<RollbackAnswer>('editor/rollback', { id: older });
    expect(status).toBe(200);
    // No builder in this process: it waits for the site-serving one.
    expect(body.data).toEqual({ build: expect.any(Number), state: 'queued', release: String(older) });
    const cancelled = await api.db
      .selectFrom('siteBuilds')
      .selectAll()
      .where('id', '=', waiting)
      .executeTakeFirstOrThrow();
    expect(cancelled.state).toBe('failed');
    expect(cancelled.log).toContain('Cancelled: replaced by a rollback');
    const change = await api.db
      .selectFrom('editorChanges')
      .selectAll()
      .where('action', '=', 'rollback')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      userEmail: 'editor@lihda.example',
      area: 'publish',
      recordId: String(body.data.build),
    });
    const list = (await editor.call<BuildListAnswer>('editor/buildList')).body.data;
    expect(list.queued).toMatchObject({ id: body.data.build, trigger: 'rollback', rollbackOf: older });

    // A publish now replaces the waiting rollback: the newest request wins.
    const publish = (await editor.call<PublishAnswer>('editor/publish')).body.data;
    expect(publish.coalesced).toBe(false);
    const rollbackRow = await api.db
      .selectFrom('siteBuilds')
      .selectAll()
      .where('id', '=', body.data.build)
      .executeTakeFirstOrThrow();
    expect(rollbackRow.state).toBe('failed');

    const { build: failedId } = await requestBuild(api.db, { trigger: 'console', requestedBy: null, who: 'x' });
    expect(failedId).toBe(publish.build);
    await claimNext(api.db, 'test:1:/tmp/dist');
    await finishBuild(api.db, failedId, { state: 'failed', log: 'FAILED: x', release: null, pages: null });
    const notTarget = await editor.call('editor/rollback', { id: failedId });
    expect(notTarget.status).toBe(409);
  });
});
