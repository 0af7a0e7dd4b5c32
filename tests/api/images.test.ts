import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '#contract/calls/menu.ts';
import type { EditorFamily } from '#contract/calls/editor-families.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
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

  it('names an image by its content: a new picture is a new URL, and an old URL is revalidated, never kept', async () => {
    const editor = await logInAs(api, 'editor@lihda.example');
    const { body: before } = await editor.call<EditorFamily>('editor/familyGet', { id: 1 });
    const oldUrl = before.data.imageUrl!;
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#123456"/></svg>';
    const { body: after } = await editor.call<EditorFamily>('editor/familyImage', {
      id: 1,
      contentType: 'image/svg+xml',
      dataBase64: Buffer.from(svg).toString('base64'),
    });
    const newUrl = after.data.imageUrl!;
    expect(newUrl).not.toBe(oldUrl);
    const stored = await api.db
      .selectFrom('files')
      .select('sha256')
      .where('id', '=', Number(new URL(newUrl, 'http://x').searchParams.get('fid')))
      .executeTakeFirstOrThrow();
    expect(new URL(newUrl, 'http://x').searchParams.get('v')).toBe(stored.sha256.slice(0, 16));
    expect((await get(newUrl)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A link naming another content (a page built before a re-seed reused the id) still gets the file, asked about each time.
    const fid = new URL(newUrl, 'http://x').searchParams.get('fid');
    const mismatched = await get(`/api/unpri/ImageDisplayByFID?fid=${fid}&v=${'0'.repeat(16)}`);
    expect(mismatched.statusCode).toBe(200);
    expect(mismatched.headers['cache-control']).toBe('public, no-cache');
    expect((await get(`/api/unpri/ImageDisplayByFID?fid=${fid}&v=not-hex`)).json()).toMatchObject({
      code: 400,
      msg: 'The file version is a hexadecimal hash',
    });
  });

  it('refuses a deeply nested SVG with a message in both languages, before sanitising it', async () => {
    const editor = await logInAs(api, 'editor@lihda.example');
    const nested = (depth: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`;
    const upload = (depth: number, lang?: 'zh-cn') =>
      editor.call(
        'editor/familyImage',
        { id: 1, contentType: 'image/svg+xml', dataBase64: Buffer.from(nested(depth)).toString('base64') },
        lang ? { lang } : {},
      );
    expect((await upload(3000)).body).toMatchObject({
      code: 400,
      msg: 'The SVG nests its elements more than 200 deep. Flatten its groups and upload it again.',
      data: { field: 'dataBase64' },
    });
    expect((await upload(3000, 'zh-cn')).body).toMatchObject({ code: 400, msg: expect.stringContaining('200 层') });
    expect((await upload(150)).body.code).toBe(200);
  });

  it('answers 404 for an unknown fid and 400 for a malformed one', async () => {
    const unknown = await get('/api/unpri/ImageDisplayByFID?fid=99999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'There is no such file.' });
    expect((await get('/api/unpri/ImageDisplayByFID?fid=abc')).json()).toMatchObject({
      code: 400,
      msg: 'File id must be a whole number',
    });
    expect((await get('/api/unpri/ImageDisplayByFID')).json()).toMatchObject({
      code: 400,
      msg: 'Please enter your file id',
    });
  });
});
