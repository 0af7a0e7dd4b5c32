import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSite } from '../../server/site/serve-site.ts';
import { apiSecurityHeaders, pageSecurityHeaders } from '#contract/site/security-headers.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

// #8's security checks on the API itself: CORS is closed (no other site's page may read an answer
// or send a preflighted request), and every answer, success or refusal, carries the security headers.
// The app also serves a small built site, as `npm start` does, for the page headers.

let api: TestApi;
let siteReady = true;
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lihda-security-'));
beforeAll(async () => {
  for (const file of ['index.html', '404.html', 'Pay/index.html']) {
    fs.mkdirSync(path.dirname(path.join(siteRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(siteRoot, file), `<!doctype html><title>${file}</title>`);
  }
  api = await openTestApi();
  await serveSite(api.app, { root: siteRoot, isReady: () => siteReady });
});
afterAll(async () => {
  await api.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const ELSEWHERE = 'https://evil.example';
const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('CORS', () => {
  it('a cross-origin request is answered without Access-Control-Allow-Origin, so the browser hides the answer', async () => {
    for (const request of [
      { method: 'POST' as const, url: '/api/unpri/companyInfoDetail', payload: {} },
      { method: 'POST' as const, url: '/api/unpri/userLogin', payload: { email: 'buyer@example.com', pwd: 'x' } },
      { method: 'GET' as const, url: '/api/unpri/ImageDisplayByFID?fid=1' },
    ]) {
      const response = await api.app.inject({ ...request, headers: { origin: ELSEWHERE } });
      expect(response.statusCode, request.url).toBeLessThan(500);
      expect(corsHeaders(response.headers), request.url).toEqual([]);
    }
  });

  it('a preflight (OPTIONS) is not allowed: no route answers it and nothing is granted', async () => {
    for (const url of ['/api/unpri/userLogin', '/api/pri/orderCreate', '/api/editor/publish']) {
      const response = await api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: ELSEWHERE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, token',
        },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, data: null });
      expect(corsHeaders(response.headers), url).toEqual([]);
    }
  });
});

describe('security headers on API answers', () => {
  it('successes, refusals, unknown calls and bad JSON all carry them', async () => {
    const answers = await Promise.all([
      api.app.inject({ method: 'POST', url: '/api/unpri/companyInfoDetail', payload: {} }),
      api.app.inject({ method: 'POST', url: '/api/pri/userInfo', payload: {} }),
      api.app.inject({ method: 'POST', url: '/api/unpri/noSuchCall', payload: {} }),
      api.app.inject({
        method: 'POST',
        url: '/api/unpri/userLogin',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      api.app.inject({ method: 'GET', url: '/api/unpri/ImageDisplayByFID?fid=1' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400, expect.any(Number)]);
    for (const answer of answers) expect(answer.headers).toMatchObject(apiSecurityHeaders());
  });
});

describe('security headers on the pages the Node server sends', () => {
  it('a page, an id shell, a file, the 404 page and the "being built" note all carry the page headers', async () => {
    const get = (url: string) => api.app.inject({ method: 'GET', url });
    const answers = [await get('/'), await get('/Pay/12'), await get('/index.html'), await get('/no/such/page')];
    siteReady = false;
    answers.push(await get('/'));
    siteReady = true;
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 404, 503]);
    for (const answer of answers) expect(answer.headers).toMatchObject(pageSecurityHeaders());
    // …and the API beside them keeps its own.
    expect(
      (await api.app.inject({ method: 'POST', url: '/api/unpri/companyInfoDetail', payload: {} })).headers,
    ).toMatchObject(apiSecurityHeaders());
  });
});
