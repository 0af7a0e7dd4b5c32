import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyerVariantPrice } from '#contract/calls/buyer-prices.ts';
import type * as BuyerPricesApi from '../../../src/api/buyer-prices.ts';
import { useBuyerPrices } from '../../../src/islands/price/use-buyer-prices.ts';
import { $buyerPrices, forgetBuyerPrices, wantBuyerPrices } from '../../../src/stores/buyer-prices.ts';
import { logIn, logOut } from '../basket/fixtures.ts';

const priceMine = vi.hoisted(() => vi.fn<typeof BuyerPricesApi.priceMine>());
vi.mock('../../../src/api/buyer-prices.ts', () => ({ priceMine }));

/** The buyer's price of a variant: 10 % off a list price of £16.60. */
function priced(variantId: number): BuyerVariantPrice {
  return {
    variantId,
    partNo: `LH-${variantId}`,
    listPriceBreaks: [{ minQty: 1, unitPricePence: 1660 }],
    priceBreaks: [{ minQty: 1, unitPricePence: 1494, priceListId: 1, rule: 'category' }],
    customerPartNo: null,
  };
}

/** An island showing some variants' buyer prices. */
function Shows({ ids }: { ids: number[] }) {
  const prices = useBuyerPrices(ids);
  return (
    <p data-testid={`shows-${ids.join('-')}`}>
      {ids.map((id) => prices.get(id)?.priceBreaks[0]?.unitPricePence ?? 'list').join(' ')}
    </p>
  );
}

beforeEach(() => {
  forgetBuyerPrices();
  priceMine.mockReset();
  priceMine.mockImplementation(async (ids) => ids.map(priced));
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  logOut();
});

describe('the buyer prices of a page', () => {
  it('are asked for in one call for every variant the page’s islands show at once', async () => {
    logIn();
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    render(
      <>
        <Shows ids={ids.slice(0, 30)} />
        <Shows ids={ids.slice(20)} />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId(`shows-${ids.slice(20).join('-')}`).textContent).toBe(
        ids
          .slice(20)
          .map(() => '1494')
          .join(' '),
      ),
    );
    expect(priceMine).toHaveBeenCalledTimes(1);
    expect([...priceMine.mock.calls[0]![0]].sort((a, b) => a - b)).toEqual(ids);
    expect(screen.getByTestId(`shows-${ids.slice(0, 30).join('-')}`).textContent).toBe(
      ids
        .slice(0, 30)
        .map(() => '1494')
        .join(' '),
    );
  });

  it('are not asked again for a variant already asked for', async () => {
    logIn();
    wantBuyerPrices([1, 2]);
    await waitFor(() => expect($buyerPrices.get().size).toBe(2));
    wantBuyerPrices([2, 1, 3]);
    await waitFor(() => expect($buyerPrices.get().size).toBe(3));
    expect(priceMine.mock.calls.map(([asked]) => [...asked])).toEqual([[1, 2], [3]]);
  });

  it('are never asked for a visitor who is not logged in, who sees list prices', async () => {
    logOut();
    render(<Shows ids={[1, 2]} />);
    // A microtask would have sent the call by now: give it several.
    await act(async () => {
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    });
    expect(priceMine).not.toHaveBeenCalled();
    expect(screen.getByTestId('shows-1-2').textContent).toBe('list list');
  });

  it('are asked for when the visitor logs in on the page, and forgotten when they log out', async () => {
    logOut();
    render(<Shows ids={[1, 2]} />);
    act(() => logIn());
    await waitFor(() => expect(screen.getByTestId('shows-1-2').textContent).toBe('1494 1494'));
    expect(priceMine).toHaveBeenCalledTimes(1);
    act(() => logOut());
    expect(screen.getByTestId('shows-1-2').textContent).toBe('list list');
  });

  it('drop an answer that comes after the buyer logged out', async () => {
    logIn();
    let answer!: (prices: BuyerVariantPrice[]) => void;
    priceMine.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    wantBuyerPrices([1]);
    await waitFor(() => expect(priceMine).toHaveBeenCalledTimes(1));
    logOut();
    await act(async () => answer([priced(1)]));
    expect($buyerPrices.get().size).toBe(0);
  });
});
