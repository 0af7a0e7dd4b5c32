import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carryQueryScript } from '../../src/lib/catalogue/carry-query.ts';
import { siteOf } from '../support/static-site.ts';

// A product's id links land on its canonical page with their query (?partNo= names the part to
// choose): a 301 from the Node server, a script on the refresh page a static host serves.

const PAGES = [
  'index.html',
  '404.html',
  'goodsInfo/7/index.html',
  'goodsInfo/7/gas-spring/index.html',
  'goodsingopush/7/index.html',
  'zh-cn/goodsInfo/7/gas-spring/index.html',
  'zh-cn/goodsingopush/7/index.html',
];
let site: Awaited<ReturnType<typeof siteOf>>;
let app: FastifyInstance;
beforeAll(async () => {
  site = await siteOf(PAGES);
  app = site.app;
});
afterAll(() => site.close());

describe('the Node server', () => {
  it('answers /goodsInfo/{id} and /goodsingopush/{id} with a 301 to the canonical page, query kept', async () => {
    for (const [url, target] of [
      ['/goodsInfo/7?partNo=LH-1101-120-AL', '/goodsInfo/7/gas-spring?partNo=LH-1101-120-AL'],
      ['/goodsInfo/7/?partNo=LH-1101-120-AL', '/goodsInfo/7/gas-spring?partNo=LH-1101-120-AL'],
      ['/goodsingopush/7?partNo=LH-1101-120-AL', '/goodsInfo/7/gas-spring?partNo=LH-1101-120-AL'],
      ['/goodsingopush/7/', '/goodsInfo/7/gas-spring'],
      ['/zh-cn/goodsingopush/7?partNo=X', '/zh-cn/goodsInfo/7/gas-spring?partNo=X'],
      ['/goodsInfo/7/old-name?partNo=X', '/goodsInfo/7/gas-spring?partNo=X'],
    ]) {
      const answer = await app.inject({ method: 'GET', url: url! });
      expect([url, answer.statusCode, answer.headers.location]).toEqual([url, 301, target]);
    }
  });

  it('serves the canonical page itself and answers 404 for an unknown or malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: '/goodsInfo/7/gas-spring?partNo=X' })).body).toBe(
      'goodsInfo/7/gas-spring/index.html',
    );
    for (const url of ['/goodsingopush/99', '/goodsInfo/99', '/goodsingopush/..%2F..', '/goodsInfo/7x']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe("a static host's refresh page", () => {
  function follow(href: string): string | null {
    const url = new URL(href);
    let replacedBy: string | null = null;
    const location = {
      search: url.search,
      hash: url.hash,
      replace: (to: string) => {
        replacedBy = to;
      },
    };
    new Function('location', carryQueryScript('/goodsInfo/7/gas-spring').text)(location);
    return replacedBy;
  }

  it('carries the query and fragment on, and leaves a plain link to the meta refresh', () => {
    expect(follow('https://shop.example/goodsingopush/7?partNo=LH-1101-120-AL#cad')).toBe(
      '/goodsInfo/7/gas-spring?partNo=LH-1101-120-AL#cad',
    );
    expect(follow('https://shop.example/goodsInfo/7/')).toBeNull();
  });

  it("pins the script by its hash for the page's CSP", () => {
    const { text, hash } = carryQueryScript('/goodsInfo/7/gas-spring');
    expect(hash).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(carryQueryScript('/goodsInfo/7/gas-spring').hash).toBe(hash);
    expect(text).toContain('"/goodsInfo/7/gas-spring"');
  });
});
