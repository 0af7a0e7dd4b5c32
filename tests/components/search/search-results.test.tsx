import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { ProductSearchAnswer, ProductSearchRequest } from '#contract/calls/search.ts';
import SearchResults from '../../../src/islands/search/SearchResults.tsx';
import { CATEGORY_NAMES, KNOB_ANSWER, NOTHING_FOUND, family, resultsStrings } from './fixtures.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The island at a URL, with a search that answers from fixtures instead of the API. */
async function showAt(
  url: string,
  answer: (request: ProductSearchRequest) => Promise<ProductSearchAnswer> = async () => KNOB_ANSWER,
) {
  window.history.replaceState(null, '', url);
  const search = vi.fn(answer);
  await act(async () => {
    render(<SearchResults locale="en" categoryNames={CATEGORY_NAMES} strings={resultsStrings()} search={search} />);
  });
  return search;
}

const status = () => screen.getByRole('status').textContent;

describe('SearchResults', () => {
  it('searches for the text in the URL and shows the heading, the count and the cards', async () => {
    const search = await showAt('/productList/knob');
    expect(search).toHaveBeenCalledWith({ keyword: 'knob', sort: 'relevance', page: 1, pageSize: 24 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “knob”');
    expect(status()).toBe('30 products found · Page 1 of 2');
    const card = screen.getByRole('link', { name: /Star knob DIN 6336/ });
    expect(card.getAttribute('href')).toBe('/goodsInfo/12/star-knob-din-6336');
    // The card pictures a part of the family (the answer's pictureUrl), sized; the first four
    // cards' pictures load at once (the page's largest paint), the rest when scrolled to.
    const picture = card.querySelector('img')!;
    expect([
      picture.getAttribute('src'),
      picture.getAttribute('width'),
      picture.getAttribute('height'),
      picture.getAttribute('loading'),
    ]).toEqual(['/api/unpri/partPicture?partNo=LH-1212-10-SS', '320', '240', 'eager']);
    expect(document.title).toBe('Results for “knob” · Lihda Group');
  });

  it('loads the first four cards’ pictures at once and the rest when scrolled to', async () => {
    const list = Array.from({ length: 6 }, (_, i) => family(20 + i, `Knob ${i}`, 100 + i));
    await showAt('/productList/knob', async () => ({ ...KNOB_ANSWER, total: 6, list }));
    const loading = [...document.querySelectorAll('.search-list img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it("shows on a card that matched one part that part's number and own price; a card that matched none keeps the family's", async () => {
    const matched = {
      ...family(12, 'Star knob DIN 6336', 132),
      matchedPartNo: 'LH-1212-63-M12-GGB',
      pictureUrl: '/api/unpri/partPicture?partNo=LH-1212-63-M12-GGB',
      matchedPartPricePence: 245,
    };
    const answer = { ...KNOB_ANSWER, list: [KNOB_ANSWER.list[0]!, matched] };
    for (const [locale, partCard, familyCard] of [
      [
        'en',
        ['LH-1212-63-M12-GGB · one of 12 variants', 'This part: £2.45 each ex VAT'],
        ['LH-1211 · 12 variants', 'from £0.65 ex VAT'],
      ],
      [
        'zh-cn',
        ['LH-1212-63-M12-GGB · 12 种规格之一', '此零件单价：£2.45 不含增值税'],
        ['LH-1211 · 12 种规格', '起价 £0.65 不含增值税'],
      ],
    ] as const) {
      cleanup();
      window.history.replaceState(null, '', '/productList/knob');
      await act(async () => {
        render(
          <SearchResults
            locale={locale}
            categoryNames={CATEGORY_NAMES}
            strings={resultsStrings(locale)}
            search={async () => answer}
          />,
        );
      });
      const cards = Array.from(document.querySelectorAll('.search-list > li'), (li) => [
        li.querySelector('.family-meta')!.textContent,
        li.querySelector('.family-price')!.textContent,
      ]);
      expect(cards).toEqual([familyCard, partCard]);
    }
  });

  it('pushes a new page to the history, focuses the heading when it is in, and follows back', async () => {
    const search = await showAt('/productList/knob');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Page 2' })));
    expect(window.location.pathname + window.location.search).toBe('/productList/knob?page=2');
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));

    window.history.replaceState(null, '', '/productList/knob');
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('sorts from page 1', async () => {
    const search = await showAt('/productList/knob?page=2');
    await act(async () =>
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'priceAsc' } }),
    );
    expect(window.location.search).toBe('?sort=priceAsc');
    expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'priceAsc', page: 1 }));
  });

  it('switches to downloads: each result links its files and the product page', async () => {
    await showAt('/productList/download/knob');
    expect(screen.getByRole('link', { name: 'Show prices' }).getAttribute('href')).toBe('/productList/knob');
    const drawing = screen.getByRole('link', { name: 'Drawing – Star knob DIN 6336' });
    expect(drawing.getAttribute('href')).toBe('/api/unpri/downloadDrawing?id=12');
    expect(screen.getByRole('link', { name: 'Datasheet – Star knob DIN 6336' }).getAttribute('href')).toBe(
      '/api/unpri/downloadDatasheet?id=12',
    );
    expect(screen.getByRole('link', { name: 'All downloads – Star knob DIN 6336' }).getAttribute('href')).toBe(
      '/goodsInfo/12/star-knob-din-6336#downloads-12',
    );
  });

  it('never shows an empty page: no results come with suggestions', async () => {
    await showAt('/productList/hnige', async () => NOTHING_FOUND);
    expect(status()).toBe('0 products found');
    expect(screen.getByText('No products match “hnige”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lift-off hinge, aluminium' })).toBeTruthy();
  });

  it('asks for a search term when the URL has none', async () => {
    const search = await showAt('/productList');
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Try the advanced search' }).getAttribute('href')).toBe('/search');
  });

  it('names a category being browsed, and offers to try again after a failure', async () => {
    let fail = true;
    const search = await showAt('/productList?category=10102', async () => {
      if (fail) throw new ApiCallError(null, 'Network Error');
      return KNOB_ANSWER;
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Products in Knobs');
    expect(status()).toBe('The search could not be completed.');
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(search).toHaveBeenCalledTimes(2);
    expect(
      within(screen.getByRole('region', { name: 'Category' })).getByRole('link', { name: /Quarter-turn locks/ }),
    ).toBeTruthy();
  });
});
