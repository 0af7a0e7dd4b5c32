import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../src/lib/seo/sitemap.ts';

describe('sitemapXml', () => {
  it('lists every path in both languages with hreflang alternates', () => {
    const xml = sitemapXml(['/', '/about'], new URL('https://shop.example'));
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/zh-cn/</loc>');
    expect(xml).toContain('<loc>https://shop.example/zh-cn/about</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('hreflang="zh-CN" href="https://shop.example/zh-cn/about"');
  });
});
