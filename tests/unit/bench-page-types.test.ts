import { describe, expect, it } from 'vitest';
import { pageType, summariseByType, type PageBytes } from '../../scripts/bench/page-types.ts';

describe('pageType', () => {
  it('tells the built pages apart by path and leaves other files out', () => {
    expect(pageType('index.html')).toBe('home');
    expect(pageType('productListLv3/101/index.html')).toBe('category level 3');
    expect(pageType('productListLv5/10101/download/index.html')).toBe('category downloads');
    expect(pageType('productListLv1/1/download/2/index.html')).toBe('category downloads');
    expect(pageType('goodsInfo/12/knurled-knob/index.html')).toBe('product page');
    expect(pageType('productList/index.html')).toBe('search results');
    expect(pageType('acOrder/index.html')).toBe('account page');
    expect(pageType('services/3/index.html')).toBe('content page');
    expect(pageType('zh-cn/index.html')).toBeUndefined();
    expect(pageType('goodsInfo/12/index.html')).toBeUndefined();
    expect(pageType('_astro/client.js')).toBeUndefined();
  });
});

describe('summariseByType', () => {
  const page = (type: string, htmlGzip: number, jsGzip: number): PageBytes => ({
    type,
    htmlRaw: htmlGzip * 5,
    htmlGzip,
    jsFiles: jsGzip / 10,
    jsRaw: jsGzip * 3,
    jsGzip,
    jsInlineGzip: jsGzip / 20,
  });

  it('takes the median HTML and the heaviest page and scripts of each type, in page-type order', () => {
    const summary = summariseByType([
      page('product page', 300, 100),
      page('home', 50, 80),
      page('product page', 100, 120),
      page('product page', 200, 110),
    ]);
    expect(summary).toEqual([
      {
        type: 'home',
        pages: 1,
        htmlRaw: 250,
        htmlGzip: 50,
        htmlGzipMax: 50,
        jsFiles: 8,
        jsRaw: 240,
        jsGzip: 80,
        jsInlineGzip: 4,
      },
      {
        type: 'product page',
        pages: 3,
        htmlRaw: 1000,
        htmlGzip: 200,
        htmlGzipMax: 300,
        jsFiles: 12,
        jsRaw: 360,
        jsGzip: 120,
        jsInlineGzip: 6,
      },
    ]);
  });
});
