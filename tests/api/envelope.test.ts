import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../server/app.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

describe('the envelope and bad requests', () => {
  it('answers { code, msg, data } with code 200 on success', async () => {
    const { status, body } = await api.call('unpri/acleList');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(typeof body.msg).toBe('string');
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('treats a missing body as the empty object docs/spec.md#calls sends', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/unpri/companyInfoDetail' });
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(200);
  });

  it('answers malformed JSON with 400 and a message, never 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/unpri/userLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON.', data: null });
  });

  it('refuses a body over the limit with 400', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/unpri/subscriberAdd',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'The request body is too large.' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/unpri/subscriberAdd',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, msg: 'Send the request body as JSON.' });
  });

  it('refuses a JSON body that is not an object', async () => {
    const { status, body } = await api.call('unpri/subscriberAdd', ['a@b.com']);
    expect(status).toBe(400);
    expect(body.msg).toBe('The request body must be a JSON object.');
  });

  it('refuses unknown fields instead of ignoring them silently', async () => {
    const { status, body } = await api.call('unpri/subscriberAdd', { email: 'a@example.com', admin: true });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, msg: 'Unknown field: admin', data: { field: 'admin' } });
  });

  it('does not take inherited property names for fields', async () => {
    const { status, body } = await api.call('unpri/subscriberAdd', { email: 'a@example.com', constructor: 1 });
    expect(status).toBe(400);
    expect(body.msg).toBe('Unknown field: constructor');
  });

  it('refuses a NUL character with 400 instead of reaching the database', async () => {
    const { status, body } = await api.call('unpri/productSearchTop', { name: 'knob\u0000' });
    expect(status).toBe(400);
    expect(body.msg).toBe('Search contains characters that are not allowed');
  });

  it('answers an unknown call with 404 in the envelope', async () => {
    const { status, body } = await api.call('unpri/noSuchThing');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'There is no such API call: POST /api/unpri/noSuchThing', data: null });
  });

  it('answers in Chinese when the lang header asks for zh-cn', async () => {
    const { body } = await api.call('unpri/subscriberAdd', { email: '' }, { headers: { lang: 'zh-cn' } });
    expect(body.msg).toBe('请输入您的电子邮箱地址');
  });

  it('sends security headers and a locked-down content policy with API answers', async () => {
    const response = await api.app.inject({ method: 'POST', url: '/api/unpri/acleList', payload: {} });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('compression', () => {
  it('compresses larger answers for clients that accept it', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const response = await api.app.inject({ method: 'POST', url: '/api/unpri/categoryTree', payload: {}, headers });
    expect(response.headers['content-encoding']).toBe('br');
    const plain = await api.app.inject({ method: 'POST', url: '/api/unpri/categoryTree', payload: {} });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });
});

describe('OpenAPI', () => {
  it('documents every call at /api/docs', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    for (const call of [
      'companyInfoDetail',
      'getProductMemuL1',
      'getProductMemuL3',
      'acleList',
      'userLogin',
      'userLogout',
      'productSearchTop',
      'subscriberAdd',
      'ImageDisplayByFID',
      'categoryTree',
      'categoryDetail',
      'productDetail',
      'acleDetail',
      'pageList',
      'pageDetail',
      'productSearch',
      'userLoginRemembered',
    ]) {
      expect(paths, call).toContain(`/api/unpri/${call}`);
    }
    expect(paths).toContain('/api/pri/userInfo');
    const ui = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
