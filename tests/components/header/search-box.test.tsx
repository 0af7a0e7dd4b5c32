import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from './strings.ts';
import { SearchBox } from '../../../src/islands/header/SearchBox.tsx';
import { searchTarget } from '../../../src/islands/header/search-target.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('searchTarget', () => {
  it('opens the product when exactly one matches', () => {
    expect(
      searchTarget('star knob', { onlyOneProduct: true, id: 42, name: 'star-knobs', total: 1, partNo: null }),
    ).toBe('/goodsInfo/42/star-knobs');
  });

  it('opens the product with the variant chosen when an exact part number was typed', () => {
    expect(
      searchTarget('lhkn32', { onlyOneProduct: true, id: 42, name: 'star-knobs', total: 1, partNo: 'LH-KN-32' }),
    ).toBe('/goodsInfo/42/star-knobs?partNo=LH-KN-32');
  });

  it('opens the list otherwise, with the typed text as provideSearch', () => {
    expect(searchTarget('knob', { onlyOneProduct: false, id: null, name: null, total: 12, partNo: null })).toBe(
      '/productList/knob',
    );
    expect(searchTarget('M8 / 20%', null)).toBe('/productList/M8%20%2F%2020%25');
  });
});

describe('SearchBox', () => {
  const renderBox = (
    searchTop = vi.fn(async () => ({ onlyOneProduct: false, id: null, name: null, total: 3, partNo: null })),
  ) => {
    render(<SearchBox locale="zh-cn" strings={en.header} searchTop={searchTop} />);
    return searchTop;
  };

  it('is a search form with the searchbox "Search products" (max 60) and the button "Search"', () => {
    renderBox();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search products' }).getAttribute('maxlength')).toBe('60');
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
  });

  it('does nothing with empty input', () => {
    const searchTop = renderBox();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(searchTop).not.toHaveBeenCalled();
  });

  it('asks productSearchTop with the trimmed text and goes to the list in the page language', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const searchTop = renderBox();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' knob ' } });
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(searchTop).toHaveBeenCalledWith('knob');
    expect(assign).toHaveBeenCalledWith('/zh-cn/productList/knob');
  });
});
