import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterChips } from '../../../src/islands/search/FilterChips.tsx';
import { Pager } from '../../../src/islands/search/Pager.tsx';
import { pagerItems } from '../../../src/lib/search/pager.ts';
import { EMPTY_SEARCH, type SearchState } from '../../../src/lib/search/search-url.ts';
import { KNOB_ANSWER, labelsFor, recordingNav, resultsStrings } from './fixtures.ts';

afterEach(cleanup);

const knob: SearchState = { ...EMPTY_SEARCH, text: 'knob' };

describe('FilterChips', () => {
  const chosen: SearchState = {
    ...knob,
    categoryId: 10102,
    material: 'Stainless steel 1.4305',
    finish: 'Red RAL 3000, matt',
    dimension: { key: 'd1', min: 20, max: 40 },
    sort: 'priceAsc',
    page: 2,
  };

  it('names each chosen filter, in the page language', () => {
    render(<FilterChips state={chosen} labels={labelsFor(KNOB_ANSWER)} nav={recordingNav().nav} />);
    const chips = within(screen.getByRole('list', { name: 'Chosen filters' })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove Category: Knobs',
      'Remove Material: Stainless steel 1.4305',
      'Remove Finish: Red RAL 3000, matt',
      'Remove Outer diameter: 20 to 40 mm',
    ]);
    cleanup();
    render(
      <FilterChips
        state={{ ...chosen, dimension: { key: 'thread', value: 'M8' } }}
        labels={labelsFor(KNOB_ANSWER, 'zh-cn')}
        nav={recordingNav('zh-cn').nav}
      />,
    );
    expect(screen.getByRole('button', { name: '移除 材料：不锈钢 1.4305' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除 表面处理：红色 RAL 3000，哑光' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '移除 螺纹：M8' })).toBeTruthy();
  });

  it('removes one filter, or all but the search text, and sends focus to the results', () => {
    const { nav, visits } = recordingNav();
    render(<FilterChips state={chosen} labels={labelsFor(KNOB_ANSWER)} nav={nav} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Material: Stainless steel 1.4305' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(visits).toEqual([
      { state: { ...chosen, material: '', page: 1 }, focusResults: true },
      { state: { ...knob, sort: 'priceAsc' }, focusResults: true },
    ]);
  });

  it('shows nothing without filters; the search subject is the heading, not a chip', () => {
    const { container } = render(
      <FilterChips
        state={{ ...EMPTY_SEARCH, partNo: 'LH-12' }}
        labels={labelsFor(KNOB_ANSWER)}
        nav={recordingNav().nav}
      />,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('Pager', () => {
  const show = (state: SearchState, total: number) => {
    const recorded = recordingNav();
    render(<Pager state={state} total={total} pageSize={24} nav={recorded.nav} strings={resultsStrings()} />);
    return recorded.visits;
  };

  it('lists the pages around the current one, marked aria-current', () => {
    show({ ...knob, page: 5 }, 24 * 9);
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Previous', '1', '4', '5', '6', '9', 'Next']);
    const current = within(pager).getByRole('link', { name: 'Page 5' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(pager).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/productList/knob?page=6');
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/productList/knob');
  });

  it('has no previous on page 1 and no next on the last page', () => {
    show(knob, 30);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    cleanup();
    show({ ...knob, page: 2 }, 30);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('moves focus to the results after a new page', () => {
    const visits = show(knob, 30);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(visits).toEqual([{ state: { ...knob, page: 2 }, focusResults: true }]);
  });

  it('is not there for a single page', () => {
    show(knob, 24);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('leaves gaps only where more than one page is left out', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pagerItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pagerItems(10, 10)).toEqual([1, null, 9, 10]);
  });
});
