import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchFacets } from '../../../src/islands/search/SearchFacets.tsx';
import { EMPTY_SEARCH, type SearchState } from '../../../src/lib/search/search-url.ts';
import { KNOB_ANSWER, recordingNav, resultsStrings } from './fixtures.ts';

afterEach(cleanup);

const knob: SearchState = { ...EMPTY_SEARCH, text: 'knob', page: 2 };

function show(state: SearchState = knob, locale: 'en' | 'zh-cn' = 'en') {
  const { nav, visits } = recordingNav(locale);
  render(<SearchFacets state={state} facets={KNOB_ANSWER.facets} nav={nav} strings={resultsStrings(locale)} />);
  return visits;
}

const facet = (name: string) => screen.getByRole('region', { name });

describe('SearchFacets', () => {
  it('lists categories and materials with their counts, each a link to the narrowed search on page 1', () => {
    show();
    const knobs = within(facet('Category')).getByRole('link', { name: /^Knobs/ });
    expect(knobs.textContent).toContain('28');
    expect(knobs.getAttribute('href')).toBe('/productList/knob?category=10102');
    const steel = within(facet('Material')).getByRole('link', { name: /^Stainless steel 1\.4305/ });
    expect(steel.getAttribute('href')).toBe('/productList/knob?material=Stainless+steel+1.4305');
    expect(steel.getAttribute('aria-current')).toBeNull();
  });

  it('lists the finishes: a link filters by the English finish, the chosen one drops it again', () => {
    show();
    const red = within(facet('Finish')).getByRole('link', { name: /^Red RAL 3000, matt/ });
    expect(red.textContent).toContain('4');
    expect(red.getAttribute('href')).toBe('/productList/knob?finish=Red+RAL+3000%2C+matt');
    cleanup();
    show({ ...knob, finish: 'Red RAL 3000, matt' }, 'zh-cn');
    const chosen = within(facet('表面处理')).getByRole('link', { name: /^红色 RAL 3000，哑光/ });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.getAttribute('href')).toBe('/zh-cn/productList/knob');
  });

  it('marks the chosen value; its link drops it again', () => {
    show({ ...knob, material: 'Stainless steel 1.4305' });
    const steel = within(facet('Material')).getByRole('link', { name: /^Stainless steel 1\.4305/ });
    expect(steel.getAttribute('aria-current')).toBe('true');
    expect(steel.getAttribute('href')).toBe('/productList/knob');
  });

  it('shows a text dimension as a list and a numeric one as min and max with Apply', () => {
    show();
    expect(within(facet('Thread')).getByRole('link', { name: /^M8/ }).getAttribute('href')).toBe(
      '/productList/knob?dim=thread&dimValue=M8',
    );
    const range = facet('Outer diameter (mm)');
    expect(within(range).getByRole('textbox', { name: 'Min' }).getAttribute('placeholder')).toBe('16');
    expect(within(range).getByText('From 16 to 100 mm')).toBeTruthy();
  });

  it('applies a range, and explains a wrong one beside the inputs', () => {
    const visits = show();
    const range = facet('Outer diameter (mm)');
    const min = within(range).getByRole('textbox', { name: 'Min' });
    const max = within(range).getByRole('textbox', { name: 'Max' });
    const apply = within(range).getByRole('button', { name: 'Apply' });

    fireEvent.click(apply);
    expect(within(range).getByText('Enter a minimum, a maximum or both.')).toBeTruthy();
    fireEvent.change(min, { target: { value: '40' } });
    fireEvent.change(max, { target: { value: '20' } });
    fireEvent.click(apply);
    expect(within(range).getByText('The minimum cannot be above the maximum.')).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');
    expect(visits).toEqual([]);

    fireEvent.change(max, { target: { value: '60.5' } });
    fireEvent.click(apply);
    expect(visits).toEqual([
      { state: { ...knob, page: 1, dimension: { key: 'd1', min: 40, max: 60.5 } }, focusResults: false },
    ]);
  });

  it('a plain click shows the search in place; a click for a new tab is left to the browser', () => {
    const visits = show();
    const knobs = within(facet('Category')).getByRole('link', { name: /^Knobs/ });
    fireEvent.click(knobs, { ctrlKey: true });
    expect(visits).toEqual([]);
    fireEvent.click(knobs);
    expect(visits).toEqual([{ state: { ...knob, page: 1, categoryId: 10102 }, focusResults: false }]);
  });

  it('does not offer to drop the category being browsed', () => {
    show({ ...EMPTY_SEARCH, categoryId: 10102 });
    const knobs = within(facet('Category')).getByText('Knobs').closest('.facet-link');
    expect(knobs?.tagName).toBe('SPAN');
    expect(knobs?.getAttribute('aria-current')).toBe('true');
  });

  it('speaks Chinese on Chinese pages, filtering by the English material', () => {
    show(knob, 'zh-cn');
    const steel = within(facet('材料')).getByRole('link', { name: /^不锈钢 1\.4305/ });
    expect(steel.getAttribute('href')).toBe('/zh-cn/productList/knob?material=Stainless+steel+1.4305');
    expect(within(facet('外径 (mm)')).getByRole('button', { name: '应用' })).toBeTruthy();
  });
});
