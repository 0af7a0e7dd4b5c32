import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDetail } from '#contract/calls/catalogue.ts';
import type * as BuyerPricesApi from '../../../src/api/buyer-prices.ts';
import type * as CatalogueApi from '../../../src/api/catalogue.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import MoreFamilies from '../../../src/islands/catalogue/MoreFamilies.tsx';
import { forgetBuyerFromPrices } from '../../../src/stores/buyer-from-prices.ts';
import { logIn, logOut } from '../basket/fixtures.ts';
import { family } from '../search/fixtures.ts';

const priceFromMine = vi.hoisted(() => vi.fn<typeof BuyerPricesApi.priceFromMine>());
const categoryDetail = vi.hoisted(() => vi.fn<typeof CatalogueApi.categoryDetail>());
vi.mock('../../../src/api/buyer-prices.ts', () => ({ priceFromMine }));
vi.mock('../../../src/api/catalogue.ts', () => ({ categoryDetail }));

const secondPage = [family(21, 'Hinge with stop', 1660), family(22, 'Lift-off hinge', 1320)];

beforeEach(() => {
  forgetBuyerFromPrices();
  priceFromMine.mockReset();
  priceFromMine.mockImplementation(async (ids) =>
    ids.map((familyId) => ({
      familyId,
      fromPricePence: familyId === 21 ? 1494 : 1188,
      listFromPricePence: familyId === 21 ? 1660 : 1320,
    })),
  );
  categoryDetail.mockReset();
  categoryDetail.mockResolvedValue({
    families: { list: secondPage, total: 4, page: 2, pageSize: 2 },
  } as unknown as CategoryDetail);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  logOut();
});

const more = () =>
  render(
    <MoreFamilies categoryId={5} locale="en" shown={2} total={4} pageSize={2} strings={dictionary('en').catalogue} />,
  );

describe('Show more products', () => {
  it("shows a logged-in buyer's from prices on the cards it adds, asked for in one call", async () => {
    logIn();
    more();
    fireEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    const hinge = await screen.findByRole('link', { name: /Hinge with stop/ });
    await waitFor(() =>
      expect(hinge.querySelector('.family-price')!.textContent).toMatch(/^from £14\.94 List price £16\.60 Save 10%/),
    );
    expect(hinge.querySelector('s')!.textContent).toBe('£16.60');
    expect(priceFromMine).toHaveBeenCalledTimes(1);
    expect(priceFromMine.mock.calls[0]![0]).toEqual([21, 22]);
  });

  it('keeps list prices for a visitor not logged in, and asks for none', async () => {
    more();
    fireEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    const hinge = await screen.findByRole('link', { name: /Hinge with stop/ });
    expect(hinge.querySelector('.family-price')!.textContent).toBe('from £16.60 ex VAT');
    expect(priceFromMine).not.toHaveBeenCalled();
  });
});
