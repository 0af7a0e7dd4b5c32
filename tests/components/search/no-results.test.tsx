import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NoResults } from '../../../src/islands/search/NoResults.tsx';
import { NOTHING_FOUND, resultsStrings } from './fixtures.ts';

afterEach(cleanup);

describe('NoResults', () => {
  it('says what was not found, suggests products and categories, and offers the advanced search', () => {
    render(<NoResults text="hnige" suggestions={NOTHING_FOUND.suggestions} locale="en" strings={resultsStrings()} />);
    expect(screen.getByText('No products match “hnige”.')).toBeTruthy();
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lift-off hinge, aluminium' }).getAttribute('href')).toBe(
      '/goodsInfo/69/lift-off-hinge-aluminium',
    );
    expect(screen.getByRole('link', { name: 'Lift-off hinges' }).getAttribute('href')).toBe('/productListLv3/20101');
    expect(screen.getByRole('link', { name: 'Try the advanced search' }).getAttribute('href')).toBe('/search');
  });

  it('without suggestions still says so and points on, in Chinese too', () => {
    render(
      <NoResults
        text=""
        suggestions={{ families: [], categories: [] }}
        locale="zh-cn"
        strings={resultsStrings('zh-cn')}
      />,
    );
    expect(screen.getByText('没有符合搜索条件的产品。')).toBeTruthy();
    expect(screen.queryByText('您是不是要找：')).toBeNull();
    expect(screen.getByRole('link', { name: '试试高级搜索' }).getAttribute('href')).toBe('/zh-cn/search');
  });
});
