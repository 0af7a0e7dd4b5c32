import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapFilePath, sitemapFiles } from '#contract/site/sitemap-files.ts';
import { sitemapIndexXml, urlsetXml } from '../../src/lib/seo/sitemap.ts';

const SITE = new URL('https://shop.example');

describe('sitemap', () => {
  it('lists every path in both languages with hreflang alternates', () => {
    const xml = urlsetXml(['/', '/about'], SITE);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/zh-cn/</loc>');
    expect(xml).toContain('<loc>https://shop.example/zh-cn/about</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('hreflang="zh-CN" href="https://shop.example/zh-cn/about"');
  });

  it('splits a catalogue of more than 50,000 URLs into files of at most 50,000, every path in exactly one', () => {
    // 25,001 paths are 50,002 URLs in two languages: one path too many for one file.
    const paths = Array.from({ length: 25_001 }, (_, i) => `/goodsDetails/${i}`);
    const files = sitemapFiles(paths);
    expect(files.map((f) => f.length)).toEqual([25_000, 1]);
    expect(files.flat()).toEqual(paths);
    expect(urlsetXml(files[0]!, SITE).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(sitemapFiles(paths.slice(0, 25_000))).toHaveLength(1);
    expect(sitemapFiles([])).toEqual([[]]);
  });

  it('indexes the files by their public address', () => {
    const xml = sitemapIndexXml(2, SITE);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>/g)).toHaveLength(2);
    expect(xml).toContain(`<loc>https://shop.example${sitemapFilePath(2)}</loc>`);
  });
});
