import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SLUGS } from '../../server/seed/types.ts';
import type { PageDetail, PageItem, ServiceDetail, ServiceItem } from '#contract/calls/content.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

describe('services', () => {
  it('acleList gives id and title of at least five services', async () => {
    const { body } = await api.call<ServiceItem[]>('unpri/acleList');
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    for (const service of body.data) {
      expect(service.id).toBeGreaterThan(0);
      expect(service.title).toMatch(/\S/);
      expect(service.titleZh).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('acleDetail gives the text in both languages', async () => {
    const { body: list } = await api.call<ServiceItem[]>('unpri/acleList');
    const { body } = await api.call<ServiceDetail>('unpri/acleDetail', { id: list.data[0]!.id });
    expect(body.data.title).toBe(list.data[0]!.title);
    expect(body.data.body.length).toBeGreaterThan(200);
    expect(body.data.bodyZh).toMatch(/[\u4e00-\u9fff]/);
    expect((await api.call('unpri/acleDetail', { id: 4242 })).body).toMatchObject({
      code: 404,
      msg: 'There is no such service.',
    });
  });
});

describe('info and legal pages', () => {
  it('lists every page of docs/spec.md#routes', async () => {
    const { body } = await api.call<PageItem[]>('unpri/pageList');
    expect(body.data.map((p) => p.slug).sort()).toEqual([...PAGE_SLUGS].sort());
  });

  it('gives each page in both languages, by its exact slug', async () => {
    for (const slug of PAGE_SLUGS) {
      const { body } = await api.call<PageDetail>('unpri/pageDetail', { slug });
      expect(body.code, slug).toBe(200);
      expect(body.data.body.length, slug).toBeGreaterThan(100);
      expect(body.data.bodyZh, slug).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await api.call('unpri/pageDetail', { slug: 'ABOUT' })).body.code).toBe(404);
    expect((await api.call('unpri/pageDetail', { slug: 'x'.repeat(61) })).body).toMatchObject({
      code: 400,
      msg: 'Page cannot exceed 60 characters',
    });
  });
});
