import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import AdvancedSearch from '../../../src/islands/search/AdvancedSearch.tsx';
import type { CategoryGroup, ValueOption } from '../../../src/lib/search/category-options.ts';

const GROUPS: CategoryGroup[] = [
  {
    label: 'Design Elements',
    options: [
      { id: 10101, name: 'Handles' },
      { id: 10102, name: 'Knobs' },
    ],
  },
  { label: 'Access Components', options: [{ id: 20101, name: 'Lift-off hinges' }] },
];

const MATERIALS: Record<'en' | 'zh-cn', ValueOption[]> = {
  en: [
    { value: 'Stainless steel 1.4305', label: 'Stainless steel 1.4305' },
    { value: 'Steel', label: 'Steel' },
  ],
  'zh-cn': [
    { value: 'Stainless steel 1.4305', label: '不锈钢 1.4305' },
    { value: 'Steel', label: '钢' },
  ],
};
const DIMENSIONS: ValueOption[] = [
  { value: 'd1', label: 'Diameter (d1, mm)' },
  { value: 'l1', label: 'Hole centres (l1, mm)' },
];

const assign = vi.fn();
const replace = vi.fn();

function show(locale: 'en' | 'zh-cn' = 'en', search = '') {
  vi.stubGlobal('location', { ...window.location, search, assign, replace });
  render(
    <AdvancedSearch
      locale={locale}
      groups={GROUPS}
      materials={MATERIALS[locale]}
      dimensions={DIMENSIONS}
      text={dictionary(locale).search.advanced}
    />,
  );
}

beforeEach(() => {
  assign.mockReset();
  replace.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const control = (label: string) => screen.getByLabelText<HTMLInputElement | HTMLSelectElement>(label);
const type = (label: string, value: string) => fireEvent.change(control(label), { target: { value } });
const submit = (name = 'Search') => act(async () => fireEvent.click(screen.getByRole('button', { name })));

/** The message a field's aria-describedby points at, if any. */
function messageOf(label: string): string | undefined {
  const ids = control(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    undefined
  );
}

describe('AdvancedSearch', () => {
  it('offers the level-3 categories grouped by their level-1 group', () => {
    show();
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(within(select).getByRole('option', { name: 'All categories' })).toBeTruthy();
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((o) => o.textContent),
    ]);
    expect(groups).toEqual([
      ['Design Elements', ['Handles', 'Knobs']],
      ['Access Components', ['Lift-off hinges']],
    ]);
  });

  it('offers materials and dimensions as drop-downs of what exists, Chinese names on Chinese pages', () => {
    show('zh-cn');
    const material = screen.getByRole('combobox', { name: '材料' });
    expect([...material.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', '不限材料'],
      ['Stainless steel 1.4305', '不锈钢 1.4305'],
      ['Steel', '钢'],
    ]);
    const dimension = screen.getByRole('combobox', { name: '尺寸' });
    expect([...dimension.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'd1', 'l1']);
  });

  it('needs a search term or a category, and focuses the keyword', async () => {
    show();
    type('Material', 'Steel');
    await submit();
    expect(messageOf('Keyword')).toBe('Please enter a search term or choose a category');
    expect(document.activeElement).toBe(control('Keyword'));
    expect(assign).not.toHaveBeenCalled();
    // The message follows the typing once shown.
    type('Keyword', 'knob');
    expect(messageOf('Keyword')).toBeUndefined();
  });

  it('checks lengths and the dimension as the API does', async () => {
    show();
    type('Part number', 'L'.repeat(41));
    type('Keyword', 'k'.repeat(61));
    type('Dimension', 'd1');
    type('Minimum', 'abc');
    await submit();
    expect(messageOf('Part number')).toBe('Part number cannot exceed 40 characters');
    expect(messageOf('Keyword')).toBe('Keyword cannot exceed 60 characters');
    expect(messageOf('Minimum')).toBe('Minimum must be a number from 0 to 1,000,000');
    expect(document.activeElement).toBe(control('Part number'));
  });

  it('wants a dimension key with a range, and a range with a key', async () => {
    show();
    type('Keyword', 'knob');
    type('Dimension', 'd1');
    await submit();
    expect(messageOf('Minimum')).toBe('Please enter a minimum, a maximum or both');
    type('Dimension', '');
    type('Minimum', '40');
    type('Maximum', '20');
    await submit();
    expect(messageOf('Dimension')).toBe('Please enter your dimension');
    expect(messageOf('Maximum')).toBe('The maximum cannot be below the minimum');
  });

  it('opens the results with the search in the URL, in the page language', async () => {
    show('zh-cn');
    type('零件编号', ' LH-12 ');
    type('关键词', 'star knob');
    fireEvent.change(screen.getByRole('combobox', { name: '类别' }), { target: { value: '10102' } });
    type('材料', 'Stainless steel 1.4305');
    type('尺寸', 'd1');
    type('最小值', '20');
    await submit('搜索');
    expect(assign).toHaveBeenCalledWith(
      '/zh-cn/productList/star%20knob?partNo=LH-12&category=10102&material=Stainless+steel+1.4305&dim=d1&dimMin=20',
    );
  });

  it('leaves the keyword segment out when there is none', async () => {
    show();
    type('Part number', 'LH-12');
    await submit();
    expect(assign).toHaveBeenCalledWith('/productList?partNo=LH-12');
  });

  it("goes straight on to the results for the header's ?q=", () => {
    show('en', '?q=star+knob');
    expect(replace).toHaveBeenCalledWith('/productList/star%20knob');
  });
});
