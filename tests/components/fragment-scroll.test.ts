import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToLateFragment } from '../../src/lib/fragment-scroll.ts';

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

// /acInformation#section1: an island renders the target after the browser has looked for it.
describe('scrollToLateFragment', () => {
  it('scrolls to the anchor once an island renders it', async () => {
    history.replaceState(null, '', '/acInformation#section1');
    scrollToLateFragment(document, window);
    const target = document.createElement('section');
    target.id = 'section1';
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    document.body.append(target);
    await nextTick();
    expect(scroll).toHaveBeenCalledOnce();
  });

  it('leaves the page alone when the visitor scrolls first', async () => {
    history.replaceState(null, '', '/acInformation#section1');
    scrollToLateFragment(document, window);
    window.dispatchEvent(new Event('wheel'));
    const target = document.createElement('section');
    target.id = 'section1';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    await nextTick();
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});
