import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en, zh } from './strings.ts';
import type { ProductSuggestAnswer } from '#contract/calls/suggest.ts';
import { SearchBox } from '../../../src/islands/header/SearchBox.tsx';
import { SUGGEST_DEBOUNCE_MS } from '../../../src/islands/header/use-suggestions.ts';
import { CLOSED, OPEN, moveHighlight, shownHighlight, suggestKey } from '../../../src/lib/search/suggest-keys.ts';
import { optionPath, suggestOptions } from '../../../src/lib/search/suggest-options.ts';
import { suggestQuery } from '#contract/rules/suggest-text.ts';

const KNOBS: ProductSuggestAnswer = {
  families: [
    { id: 11, slug: 'star-knob', name: 'Star knob', nameZh: '星形旋钮', code: 'LH-1201' },
    { id: 18, slug: 'mushroom-knob', name: 'Mushroom knob', nameZh: '蘑菇形旋钮', code: 'LH-1223' },
  ],
  partNumbers: [{ partNo: 'LH-1201-25-M5', familyId: 11, slug: 'star-knob' }],
};

describe('suggestKey: the highlight', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(moveHighlight(null, 1, 3)).toBe(0);
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(null, -1, 3)).toBe(2);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(null, 1, 0)).toBeNull();
  });

  it('opens a closed list on an arrow key, and leaves the arrows alone when there is nothing to choose', () => {
    expect(suggestKey(CLOSED, 'ArrowDown', 3)).toMatchObject({ state: { open: true, highlight: 0 }, handled: true });
    expect(suggestKey(CLOSED, 'ArrowUp', 3)).toMatchObject({ state: { open: true, highlight: 2 }, handled: true });
    expect(suggestKey({ open: true, highlight: 2 }, 'ArrowDown', 3).state.highlight).toBe(0);
    expect(suggestKey(OPEN, 'ArrowDown', 0)).toMatchObject({ state: OPEN, handled: false });
  });

  it('picks the highlighted option on Enter; without one, Enter submits the form', () => {
    expect(suggestKey({ open: true, highlight: 1 }, 'Enter', 3)).toEqual({
      state: CLOSED,
      handled: true,
      pick: 1,
      clear: false,
    });
    expect(suggestKey(OPEN, 'Enter', 3)).toEqual({ state: CLOSED, handled: false, pick: null, clear: false });
    expect(suggestKey({ open: false, highlight: 1 }, 'Enter', 3).pick).toBeNull();
  });

  it('closes on Escape, then clears on a second Escape; Tab closes and moves on', () => {
    const first = suggestKey({ open: true, highlight: 1 }, 'Escape', 3);
    expect(first).toEqual({ state: CLOSED, handled: true, pick: null, clear: false });
    expect(suggestKey(first.state, 'Escape', 3)).toEqual({ state: CLOSED, handled: true, pick: null, clear: true });
    expect(suggestKey({ open: true, highlight: 0 }, 'Tab', 3)).toEqual({
      state: CLOSED,
      handled: false,
      pick: null,
      clear: false,
    });
    expect(suggestKey({ open: true, highlight: 0 }, 'a', 3)).toMatchObject({
      state: { open: true, highlight: 0 },
      handled: false,
    });
  });

  it('ignores a highlight beyond a shorter list', () => {
    expect(shownHighlight({ open: true, highlight: 4 }, 3)).toBeNull();
    expect(shownHighlight({ open: false, highlight: 1 }, 3)).toBeNull();
  });
});

describe('suggestion helpers', () => {
  it('asks from two characters after trimming, counting characters as the API does', () => {
    expect(suggestQuery(' k ')).toBeNull();
    expect(suggestQuery('𝟙')).toBeNull();
    expect(suggestQuery('  star knob ')).toBe('star knob');
    expect(suggestQuery('旋钮')).toBe('旋钮');
  });

  it('lists families before part numbers and leads to the family page, with ?partNo= for a part number', () => {
    const options = suggestOptions(KNOBS);
    expect(options.map((o) => o.kind)).toEqual(['family', 'family', 'partNumber']);
    expect(optionPath(options[0]!)).toBe('/goodsInfo/11/star-knob');
    expect(optionPath(options[2]!)).toBe('/goodsInfo/11/star-knob?partNo=LH-1201-25-M5');
  });
});

describe('SearchBox suggestions', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const box = () => screen.getByRole<HTMLInputElement>('searchbox');
  const listbox = () => document.getElementById(box().getAttribute('aria-controls')!)!;
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
  const key = (name: string) => fireEvent.keyDown(box(), { key: name });
  /** Lets the debounce run out and the suggestion call answer. */
  const settle = () =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS);
    });

  function renderBox(suggest = vi.fn(async (_q: string) => KNOBS), locale: 'en' | 'zh-cn' = 'en') {
    const searchTop = vi.fn(async () => ({ onlyOneProduct: false, id: null, name: null, total: 3, partNo: null }));
    render(
      <SearchBox
        locale={locale}
        strings={locale === 'en' ? en.header : zh.header}
        searchTop={searchTop}
        suggest={suggest}
      />,
    );
    return { suggest, searchTop };
  }

  it('is the searchbox "Search products" (max 60) controlling a list, hidden at first', () => {
    renderBox();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBe(box());
    expect(box().getAttribute('maxlength')).toBe('60');
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    expect(box().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().hidden).toBe(true);
  });

  it('asks once the typing pauses for 200 ms, from two characters', async () => {
    const { suggest } = renderBox();
    type('k');
    await settle();
    expect(suggest).not.toHaveBeenCalled();
    type('kn');
    type('kno');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    });
    type('knob');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1);
    });
    expect(suggest).not.toHaveBeenCalled();
    await settle();
    expect(suggest.mock.calls).toEqual([['knob']]);
  });

  it('shows families (name and code) and part numbers in labelled groups', async () => {
    renderBox();
    type('knob');
    await settle();
    expect(listbox().hidden).toBe(false);
    expect(listbox().hidden).toBe(false);
    const families = within(listbox()).getByRole('group', { name: 'Products' });
    expect(
      within(families)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Star knobLH-1201', 'Mushroom knobLH-1223']);
    const parts = within(listbox()).getByRole('group', { name: 'Part numbers' });
    expect(within(parts).getByRole('option', { name: 'LH-1201-25-M5' }).getAttribute('href')).toBe(
      '/goodsInfo/11/star-knob?partNo=LH-1201-25-M5',
    );
  });

  it('moves the highlight with the arrow keys, wrapping, and opens the highlighted option on Enter', async () => {
    const { searchTop } = renderBox();
    type('knob');
    await settle();
    const options = within(listbox()).getAllByRole('option');
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    key('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    key('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    key('ArrowDown');
    key('Enter');
    expect(assign).toHaveBeenCalledWith('/goodsInfo/18/mushroom-knob');
    expect(searchTop).not.toHaveBeenCalled();
  });

  it('leaves Enter without a highlight to productSearchTop', async () => {
    const { searchTop } = renderBox();
    type('knob');
    await settle();
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(searchTop).toHaveBeenCalledWith('knob');
    expect(assign).toHaveBeenCalledWith('/productList/knob');
  });

  it('closes on Escape and clears the box on a second Escape; Tab closes', async () => {
    renderBox();
    type('knob');
    await settle();
    key('ArrowDown');
    key('Escape');
    expect(listbox().hidden).toBe(true);
    expect(box().hasAttribute('aria-activedescendant')).toBe(false);
    expect(box().value).toBe('knob');
    key('Escape');
    expect(box().value).toBe('');

    type('knob');
    expect(listbox().hidden).toBe(false);
    key('Tab');
    expect(listbox().hidden).toBe(true);
  });

  it('shows only the answer to the latest text, and asks each text once', async () => {
    const answers: Record<string, ProductSuggestAnswer> = {
      knob: KNOBS,
      'lh-1201': { families: [KNOBS.families[0]!], partNumbers: KNOBS.partNumbers },
    };
    let answerKnob: () => void = () => {};
    const suggest = vi.fn(
      (q: string) =>
        new Promise<ProductSuggestAnswer>((resolve) => {
          if (q === 'knob') answerKnob = () => resolve(KNOBS);
          else resolve(answers[q]!);
        }),
    );
    renderBox(suggest);
    type('knob');
    await settle();
    type('lh-1201');
    await settle();
    await act(async () => answerKnob());
    expect(within(listbox()).getAllByRole('option')).toHaveLength(2);

    type('knob');
    await settle();
    expect(within(listbox()).getAllByRole('option')).toHaveLength(3);
    type('lh-1201');
    await settle();
    expect(suggest.mock.calls).toEqual([['knob'], ['lh-1201']]);
  });

  it('names families in Chinese and links in /zh-cn on Chinese pages', async () => {
    renderBox(undefined, 'zh-cn');
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索产品' }), { target: { value: '旋钮' } });
    await settle();
    const families = within(listbox()).getByRole('group', { name: '产品' });
    const star = within(families).getByRole('option', { name: /星形旋钮/ });
    expect(star.getAttribute('href')).toBe('/zh-cn/goodsInfo/11/star-knob');
    expect(within(listbox()).getByRole('group', { name: '零件编号' })).toBeTruthy();
  });
});
