import { afterEach, describe, expect, it } from 'vitest';
import { keepAddressOnLanguageSwitch } from '../../src/lib/routing/language-switch.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('keepAddressOnLanguageSwitch', () => {
  it('points the language link at the open address with its id, query and hash', () => {
    document.body.innerHTML = '<a hreflang="zh-cn" href="/zh-cn/Pay">中文</a>';
    window.history.replaceState(null, '', '/payStatus/42?redirect_status=succeeded#next');
    keepAddressOnLanguageSwitch();
    expect(document.querySelector('a')!.getAttribute('href')).toBe(
      '/zh-cn/payStatus/42?redirect_status=succeeded#next',
    );
  });

  it('goes back to English without the prefix', () => {
    document.body.innerHTML = '<a hreflang="en" href="/Pay">English</a>';
    window.history.replaceState(null, '', '/zh-cn/Pay/7');
    keepAddressOnLanguageSwitch();
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/Pay/7');
  });
});
