import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '#contract/calls/menu.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => { api = await openTestApi(); });
afterAll(() => api.close());

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('ImageDisplayByFID', () => {
  it('serves the image bytes with content type, ETag and a long cache', async () => {
    const { body } = await api.call<MenuItem[]>('unpri/getProductMemuL1');
    const response = await get(body.data[0]!.imageUrl!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body.startsWith('<svg') || response.body.startsWith('<?xml')).toBe(true);
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    const again = await get(body.data[0]!.imageUrl!, { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for an unknown fid and 400 for a malformed one', async () => {
    const unknown = await get('/api/unpri/ImageDisplayByFID?fid=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'There is no such file.' });
    expect((await get('/api/unpri/ImageDisplayByFID?fid=abc')).json()).toMatchObject({ code: 400, msg: 'File id must be a whole number' });
    expect((await get('/api/unpri/ImageDisplayByFID')).json()).toMatchObject({ code: 400, msg: 'Please enter your file id' });
  });
});
