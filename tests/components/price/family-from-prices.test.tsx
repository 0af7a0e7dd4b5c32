import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyerFromPrice, BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import type { FamilyCard } from '#contract/calls/catalogue.ts';
import type * as BuyerPricesApi from '../../../src/api/buyer-prices.ts';
import { FamilyCardView } from '../../../src/components/catalogue/FamilyCardView.tsx';
import { ResultList } from '../../../src/islands/search/ResultList.tsx';
import { showStaticBuyerFromPrices } from '../../../src/islands/price/static-family-prices.tsx';
import { forgetBuyerFromPrices } from '../../../src/stores/buyer-from-prices.ts';
import { forgetBuyerPrices } from '../../../src/stores/buyer-prices.ts';
import { logIn, logOut } from '../basket/fixtures.ts';
import { family, resultsStrings } from '../search/fixtures.ts';

const priceFromMine = vi.hoisted(() => vi.fn<typeof BuyerPricesApi.priceFromMine>());
const priceMine = vi.hoisted(() => vi.fn<typeof BuyerPricesApi.priceMine>());
vi.mock('../../../src/api/buyer-prices.ts', () => ({ priceFromMine, priceMine }));

/** The buyer's "from" price of a family: 10 % off its list "from" price, as Acme gets under Access Components. */
function tenPercentOff(familyId: number, listFromPricePence: number): BuyerFromPrice {
  return { familyId, fromPricePence: Math.round(listFromPricePence * 0.9), listFromPricePence };
}

const knobs = [family(11, 'Star knob with threaded bush', 1660), family(12, 'Star knob DIN 6336', 1320)];
const matched = {
  ...family(13, 'Wing knob', 500),
  matchedPartNo: 'LH-13-1',
  matchedPartPricePence: 520,
  matchedVariantId: 1301,
};

/** The buyer's net price of the matched part: £4.40 a piece where the list says £5.20. */
const MATCHED_NET: BuyerVariantPrice = {
  variantId: 1301,
  partNo: 'LH-13-1',
  listPriceBreaks: [
    { minQty: 1, unitPricePence: 520 },
    { minQty: 10, unitPricePence: 480 },
  ],
  priceBreaks: [{ minQty: 1, unitPricePence: 440, priceListId: 1, rule: 'net' }],
  customerPartNo: null,
};
const LIST_FROM = new Map([
  [11, 1660],
  [12, 1320],
]);

beforeEach(() => {
  forgetBuyerFromPrices();
  forgetBuyerPrices();
  priceFromMine.mockReset();
  priceFromMine.mockImplementation(async (ids) =>
    ids.filter((id) => LIST_FROM.has(id)).map((id) => tenPercentOff(id, LIST_FROM.get(id)!)),
  );
  priceMine.mockReset();
  priceMine.mockImplementation(async (ids) => ids.filter((id) => id === MATCHED_NET.variantId).map(() => MATCHED_NET));
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  sessionStorage.clear();
  logOut();
});

describe('search results for a logged-in buyer', () => {
  it("show the buyer's from price before the struck list from price, asked for every card in one call", async () => {
    logIn();
    render(<ResultList families={[...knobs, matched]} download={false} locale="en" strings={resultsStrings('en')} />);
    const card = await screen.findByRole('link', { name: /Star knob with threaded bush/ });
    await waitFor(() =>
      expect(card.querySelector('.family-price')!.textContent).toMatch(/^from £14\.94 List price £16\.60 Save 10%/),
    );
    expect(within(card).getByText('£16.60').tagName).toBe('S');
    expect(
      screen.getByRole('link', { name: /Star knob DIN 6336/ }).querySelector('.family-price')!.textContent,
    ).toMatch(/^from £11\.88 List price £13\.20/);
    // The family cards' "from" prices in one call; the matched part is not among them.
    expect(priceFromMine).toHaveBeenCalledTimes(1);
    expect(priceFromMine.mock.calls[0]![0]).toEqual([11, 12]);
  });

  it("show a matched part's buyer price before its struck list price, asked for by its variant", async () => {
    logIn();
    render(<ResultList families={[...knobs, matched]} download={false} locale="en" strings={resultsStrings('en')} />);
    const card = await screen.findByRole('link', { name: /Wing knob/ });
    await waitFor(() =>
      expect(card.querySelector('.family-price')!.textContent).toMatch(
        /^This part: £4\.40 List price £5\.20 Save 15% each ex VAT$/,
      ),
    );
    expect(within(card).getByText('£5.20').tagName).toBe('S');
    expect(card.querySelector('.buyer-price-own')!.textContent).toBe('£4.40');
    expect(priceMine).toHaveBeenCalledTimes(1);
    expect(priceMine.mock.calls[0]![0]).toEqual([1301]);
  });

  it("show a matched part's buyer price in Chinese with the card's words", async () => {
    logIn();
    render(<ResultList families={[matched]} download={false} locale="zh-cn" strings={resultsStrings('zh-cn')} />);
    const card = await screen.findByRole('link', { name: /Wing knob/ });
    await waitFor(() =>
      expect(card.querySelector('.family-price')!.textContent).toMatch(/^此零件单价：£4\.40 目录价 £5\.20 省 15%/),
    );
    // Only a matched part: no family card's "from" price to ask for.
    expect(priceFromMine).not.toHaveBeenCalled();
  });

  it('use the card’s words in Chinese', async () => {
    logIn();
    render(<ResultList families={knobs} download={false} locale="zh-cn" strings={resultsStrings('zh-cn')} />);
    const card = await screen.findByRole('link', { name: /Star knob with threaded bush/ });
    await waitFor(() =>
      expect(card.querySelector('.family-price')!.textContent).toMatch(/^起价 £14\.94 目录价 £16\.60 省 10%/),
    );
  });
});

describe('search results logged out', () => {
  it('keep list prices and ask nothing', async () => {
    render(<ResultList families={[...knobs, matched]} download={false} locale="en" strings={resultsStrings('en')} />);
    expect(
      screen.getByRole('link', { name: /Star knob with threaded bush/ }).querySelector('.family-price')!.textContent,
    ).toBe('from £16.60 ex VAT');
    expect(screen.getByRole('link', { name: /Wing knob/ }).querySelector('.family-price')!.textContent).toBe(
      'This part: £5.20 each ex VAT',
    );
    // Every effect and microtask the render started has run.
    await act(async () => {});
    expect(priceFromMine).not.toHaveBeenCalled();
    expect(priceMine).not.toHaveBeenCalled();
  });
});

describe('pre-rendered category cards', () => {
  function staticPage() {
    const card = (k: FamilyCard) =>
      renderToString(<FamilyCardView family={k} locale="en" strings={resultsStrings('en')} />);
    // A card in an island ("Show more products") prices itself: it is not asked for here.
    document.body.innerHTML = `<ul>${knobs.map((k) => `<li>${card(k)}</li>`).join('')}</ul><astro-island>${card(family(14, 'Cup knob', 900))}</astro-island>`;
  }

  it("get the buyer's from prices in one call, and the list prices back on log-out", async () => {
    staticPage();
    logIn();
    showStaticBuyerFromPrices();
    const first = document.querySelector<HTMLElement>('[data-from-family="11"]')!;
    await waitFor(() => expect(first.textContent).toBe('from £14.94 List price £16.60 Save 10%'));
    expect(first.querySelector('s')!.textContent).toBe('£16.60');
    expect(document.querySelector('[data-from-family="12"]')!.textContent).toBe(
      'from £11.88 List price £13.20 Save 10%',
    );
    expect(priceFromMine).toHaveBeenCalledTimes(1);
    expect(priceFromMine.mock.calls[0]![0]).toEqual([11, 12]);
    logOut();
    await waitFor(() => expect(first.textContent).toBe('from £16.60'));
  });
});
