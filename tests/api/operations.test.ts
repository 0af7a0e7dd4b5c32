import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net, { type AddressInfo } from 'node:net';
import {
  CONNECTION_TIMEOUT_MS,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_INTERVAL_MS,
} from '../../server/app.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

describe('probes for load balancers', () => {
  it('answers GET /api/health and /api/ready with 200 and no token', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().code, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('is not ready while a migration this build knows is missing, in both languages', async () => {
    const last = (await api.db
      .selectFrom('kyselyMigration' as never)
      .selectAll()
      .orderBy('name' as never, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()) as { name: string; timestamp: string };
    await sql`DELETE FROM kysely_migration WHERE name = ${last.name}`.execute(api.db);
    try {
      const en = await api.app.inject({ method: 'GET', url: '/api/ready' });
      expect(en.statusCode).toBe(503);
      expect(en.json()).toMatchObject({
        code: 503,
        msg: 'The database schema is not current yet (migrations are running or have failed).',
      });
      const zh = await api.app.inject({ method: 'GET', url: '/api/ready', headers: { lang: 'zh-cn' } });
      expect(zh.json().msg).toBe('数据库结构尚未更新（迁移正在进行或已失败）。');
      expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last.name}, ${last.timestamp})`.execute(
        api.db,
      );
    }
  });
});

describe('caching of API answers', () => {
  it('marks every private and editor answer no-store, errors included', async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const editor = await logInAs(api, 'editor@lihda.example');
    const answers = [
      await api.app.inject({
        method: 'POST',
        url: '/api/pri/userInfo',
        payload: {},
        headers: { token: buyer.login.token },
      }),
      await api.app.inject({ method: 'POST', url: '/api/pri/userInfo', payload: {} }),
      await api.app.inject({
        method: 'POST',
        url: '/api/editor/categoryList',
        payload: {},
        headers: { token: editor.login.token },
      }),
      await api.app.inject({
        method: 'POST',
        url: '/api/unpri/userLogin',
        payload: { email: 'buyer@example.com', pwd: 'wrong-one' },
      }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control'], answer.body).toContain('no-store');
  });

  it('keeps an image for ever under the name of its content, and asks again under its bare id', async () => {
    const file = await api.db.selectFrom('files').select(['id', 'sha256']).limit(1).executeTakeFirstOrThrow();
    const named = await api.app.inject({
      method: 'GET',
      url: `/api/unpri/ImageDisplayByFID?fid=${file.id}&v=${file.sha256.slice(0, 16)}`,
    });
    expect(named.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bare = await api.app.inject({ method: 'GET', url: `/api/unpri/ImageDisplayByFID?fid=${file.id}` });
    expect(bare.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('API docs switch', () => {
  it('serves no docs when turned off, as in production', async () => {
    const closed = await openTestApi({ apiDocs: false });
    try {
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(404);
      expect((await closed.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe('slow callers', () => {
  /** Opens a raw connection to the listening API and sends `bytes` one a second; resolves when the server ends it. */
  async function trickle(port: number, bytes: string): Promise<{ seconds: number; answer: string; sent: number }> {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    const timer = setInterval(() => {
      if (sent < bytes.length && !socket.destroyed) socket.write(bytes[sent++]!);
    }, 1_000);
    await new Promise<void>((resolve) => socket.on('close', () => resolve()));
    clearInterval(timer);
    return { seconds: (Date.now() - started) / 1000, answer, sent };
  }

  it('cuts off a caller that sends its headers a byte a second within the headers timeout', async () => {
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = api.app.server.address() as AddressInfo;
    // Far more header than the timeout lets through at a byte a second.
    const request = `POST /api/unpri/companyInfoDetail HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'x'.repeat(200)}\r\n\r\n{}`;
    const { seconds, answer, sent } = await trickle(port, request);
    const bound = (HEADERS_TIMEOUT_MS + TIMEOUT_CHECK_INTERVAL_MS) / 1000 + 1;
    expect(seconds).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS / 1000 - 1);
    expect(seconds).toBeLessThanOrEqual(bound);
    expect(sent).toBeLessThan(request.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(api.app.server.timeout).toBe(CONNECTION_TIMEOUT_MS);
  }, 30_000);
});
