import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeOfPath, localePath, stripLocale } from '#contract/i18n/locales.ts';
import { siteOf } from '../support/static-site.ts';
import { nginxSnippet, redirectsFile } from '../../build/static-host-rules.ts';

describe('locale paths', () => {
  it('puts Chinese under /zh-cn and English at the root', () => {
    expect(localePath('en', '/about')).toBe('/about');
    expect(localePath('zh-cn', '/about')).toBe('/zh-cn/about');
    expect(localePath('zh-cn', '/')).toBe('/zh-cn/');
    expect(localeOfPath('/zh-cn/faq')).toBe('zh-cn');
    expect(localeOfPath('/zh-cnx')).toBe('en');
    expect(stripLocale('/zh-cn/acMsg/3/abc')).toBe('/acMsg/3/abc');
    expect(stripLocale('/zh-cn')).toBe('/');
  });
});

// The Node server's shells (server/site/serve-site.ts), asked as a browser would.
const SHELL_PAGES = [
  '404.html',
  'acOrderdetails/index.html',
  'acQuotedetails/index.html',
  'acListdetails/index.html',
  'acMsg/index.html',
  'productList/index.html',
  'Pay/index.html',
  'zh-cn/acOrderdetails/index.html',
];
let site: Awaited<ReturnType<typeof siteOf>>;
beforeAll(async () => {
  site = await siteOf(SHELL_PAGES);
});
afterAll(() => site.close());

describe('client shells', () => {
  it('serves id paths of docs/spec.md#routes from their shell, in each language, and no deeper', async () => {
    const page = async (url: string) => {
      const answer = await site.app.inject({ method: 'GET', url });
      return answer.statusCode === 200 ? answer.body : answer.statusCode;
    };
    expect(await page('/acOrderdetails/123')).toBe('acOrderdetails/index.html');
    expect(await page('/zh-cn/acOrderdetails/123')).toBe('zh-cn/acOrderdetails/index.html');
    expect(await page('/acQuotedetails/7')).toBe('acQuotedetails/index.html');
    expect(await page('/acListdetails/42')).toBe('acListdetails/index.html');
    expect(await page('/acListdetails/42/more')).toBe(404);
    expect(await page('/acMsg/7/ABC123')).toBe('acMsg/index.html');
    expect(await page('/productList/download/knob/knob')).toBe('productList/index.html');
    expect(await page('/Pay/12/extra')).toBe(404);
  });

  it('writes the same rules for static hosts', () => {
    expect(redirectsFile()).toContain('/zh-cn/Pay/*  /zh-cn/Pay/  200');
    expect(redirectsFile()).toContain('/acOrderdetails/*  /acOrderdetails/  200');
    expect(redirectsFile()).toContain('/zh-cn/acQuotedetails/*  /zh-cn/acQuotedetails/  200');
    expect(redirectsFile()).toContain('/zh-cn/acListdetails/*  /zh-cn/acListdetails/  200');
    expect(nginxSnippet()).toContain(
      'productList|Pay|payStatus|acOrderdetails|acQuotedetails|acListdetails|acMsg|msgDetails',
    );
  });
});
