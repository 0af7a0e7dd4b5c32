import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOnTouch } from '../../src/lib/prefetch-on-touch.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function touch(element: Element): void {
  element.dispatchEvent(new Event('touchstart', { bubbles: true }));
}

describe('prefetchOnTouch', () => {
  // One listener on the document for the whole test file: each test reads only its own calls.
  const prefetch = vi.fn();
  prefetchOnTouch(document, prefetch);

  it('fetches the page of a link as soon as a finger touches it, also on an element inside the link', () => {
    prefetch.mockClear();
    document.body.innerHTML = '<a href="/about"><span>About</span></a>';
    touch(document.querySelector('span')!);
    expect(prefetch).toHaveBeenCalledWith(`${location.origin}/about`);
  });

  it('leaves downloads, links that opt out, and touches outside links alone', () => {
    prefetch.mockClear();
    document.body.innerHTML =
      '<a href="/api/x.pdf" download>PDF</a><a href="/b" data-astro-prefetch="false">B</a><p>text</p>';
    for (const element of document.body.children) touch(element);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
