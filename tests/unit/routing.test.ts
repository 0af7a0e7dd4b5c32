import { describe, expect, it } from 'vitest';
import { localeOfPath, localePath, stripLocale } from '#contract/i18n/locales.ts';
import { shellFor } from '#contract/site/shells.ts';
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

describe('client shells', () => {
  it('serves id paths of the spec from their shell', () => {
    expect(shellFor('/acOrderdetails/123')).toBe('acOrderdetails');
    expect(shellFor('/acQuotedetails/7')).toBe('acQuotedetails');
    expect(shellFor('/acMsg')).toBe('acMsg');
    expect(shellFor('/acMsg/7/ABC123')).toBe('acMsg');
    expect(shellFor('/productList/download/knob/knob')).toBe('productList');
    expect(shellFor('/Pay/12/extra')).toBeUndefined();
    expect(shellFor('/about')).toBeUndefined();
  });

  it('writes the same rules for static hosts', () => {
    expect(redirectsFile()).toContain('/zh-cn/Pay/*  /zh-cn/Pay/  200');
    expect(redirectsFile()).toContain('/acOrderdetails/*  /acOrderdetails/  200');
    expect(redirectsFile()).toContain('/zh-cn/acQuotedetails/*  /zh-cn/acQuotedetails/  200');
    expect(nginxSnippet()).toContain('productList|Pay|payStatus|acOrderdetails|acQuotedetails|acMsg|msgDetails');
  });
});
