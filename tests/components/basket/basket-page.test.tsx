import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import BasketPage from '../../../src/islands/basket/BasketPage.tsx';
import { basketStrings } from '../../../src/islands/basket/basket-strings.ts';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { api, resetApi } from './api-mocks.ts';
import { basketOf, line, logIn, logOut, strings } from './fixtures.ts';

vi.mock('../../../src/api/basket.ts', async () => (await import('./api-mocks.ts')).basketModule);
vi.mock('../../../src/api/orders.ts', async () => (await import('./api-mocks.ts')).ordersModule);

beforeEach(() => {
  resetApi();
  api.basketList.mockResolvedValue(basketOf([line('LH-1111-100-PA')]));
});
afterEach(() => {
  cleanup();
  $signInOpen.set(false);
  sessionStorage.clear();
});

describe('the basket page', () => {
  it('logged out: asks the buyer to log in, opens the sign-in dialog, and loads the basket once logged in', async () => {
    logOut();
    render(<BasketPage locale="en" strings={strings} />);
    await screen.findByText('Please log in to see your basket, order by part number and check out.');
    expect(api.basketList).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // The dialog keeps the buyer on this page after the login.
    expect($signInOpen.get()).toBe('stay');

    act(() => logIn());
    expect(await screen.findByRole('table', { name: 'Basket lines' })).toBeTruthy();
    expect(api.basketList).toHaveBeenCalledTimes(1);
  });

  it('offers another try when the basket cannot be loaded', async () => {
    logIn();
    api.basketList.mockRejectedValueOnce(new Error('offline'));
    render(<BasketPage locale="en" strings={strings} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Basket lines' })).toBeTruthy();
  });

  it('speaks Chinese on Chinese pages, with links in that language', async () => {
    logIn();
    render(<BasketPage locale="zh-cn" strings={basketStrings(dictionary('zh-cn'))} />);
    const table = await screen.findByRole('table', { name: '购物篮明细' });
    expect(table.querySelector('a')?.getAttribute('href')).toBe('/zh-cn/goodsInfo/3/pull-handle?partNo=LH-1111-100-PA');
    expect(table.textContent).toContain('拉手');
    expect(screen.getByRole('spinbutton', { name: 'LH-1111-100-PA 的数量' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去结账' })).toBeTruthy();
  });
});
