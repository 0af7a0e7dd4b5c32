import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../../src/api/answer.ts';
import type { OrderDetail, PaymentMethod, PaymentOptions, PayStartAnswer } from '#contract/calls/orders.ts';
import PayPage from '../../../src/islands/payment/PayPage.tsx';
import { options, order, priceStrings, session, strings } from './fixtures.ts';

const api = vi.hoisted(() => ({
  orderDetail: vi.fn<(id: number) => Promise<OrderDetail>>(),
  paymentOptions: vi.fn<() => Promise<PaymentOptions>>(),
  payStart: vi.fn<(id: number, method: PaymentMethod) => Promise<PayStartAnswer>>(),
}));
vi.mock('../../../src/api/orders.ts', () => api);

/** Stripe.js as far as the card form uses it: an instance, its Elements group and the Payment Element. */
const stripe = vi.hoisted(() => {
  const element = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => element) };
  const instance = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { element, elements, instance, loadStripe: vi.fn() };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const CARD_INTENT: PayStartAnswer = {
  paymentState: 'unpaid',
  clientSecret: 'pi_1_secret_2',
  stripePublishableKey: 'pk_test_123',
};

beforeEach(() => {
  session(true);
  window.history.replaceState(null, '', '/Pay/42');
  api.orderDetail.mockResolvedValue(order({ paymentMethod: 'card' }));
  api.paymentOptions.mockResolvedValue(options());
  api.payStart.mockResolvedValue(CARD_INTENT);
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  stripe.instance.confirmPayment.mockReset();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

async function showPayPage(locale: 'en' | 'zh-cn' = 'en') {
  await act(async () => {
    render(<PayPage locale={locale} strings={strings} priceStrings={priceStrings} />);
  });
}

const payButton = () => screen.getByRole('button', { name: 'Pay £57.90' });

describe('PayPage: card', () => {
  it('starts a card payment, loads Stripe with the key and mounts the Payment Element with the client secret', async () => {
    await showPayPage();
    expect(api.payStart).toHaveBeenCalledWith(42, 'card');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.instance.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'pi_1_secret_2', locale: 'en-GB' }),
    );
    expect(stripe.elements.create).toHaveBeenCalledWith('payment');
    expect(stripe.element.mount).toHaveBeenCalledWith(document.querySelector('.card-field'));
    expect(payButton()).toBeTruthy();
  });

  it('opens the form in Chinese on the Chinese page', async () => {
    window.history.replaceState(null, '', '/zh-cn/Pay/42');
    await showPayPage('zh-cn');
    expect(stripe.instance.elements).toHaveBeenCalledWith(expect.objectContaining({ locale: 'zh' }));
  });

  it('confirms with the status page as the absolute return URL', async () => {
    stripe.instance.confirmPayment.mockReturnValue(new Promise(() => {}));
    await showPayPage();
    await act(async () => fireEvent.click(payButton()));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: { return_url: new URL('/payStatus/42', window.location.href).href },
    });
    expect(new URL(stripe.instance.confirmPayment.mock.calls[0]![0].confirmParams.return_url).protocol).toMatch(
      /^https?:$/,
    );
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows Stripe’s error in an alert and lets the buyer try again', async () => {
    stripe.instance.confirmPayment.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    await showPayPage();
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);

    stripe.instance.confirmPayment.mockReturnValueOnce(new Promise(() => {}));
    await act(async () => fireEvent.click(payButton()));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says card payments are not set up when payStart answers an error', async () => {
    api.payStart.mockRejectedValue(new ApiCallError(503, 'Card payments are not available.'));
    await showPayPage();
    expect(screen.getByText(strings.cardNotSetUp)).toBeTruthy();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Pay £/ })).toBeNull();
  });

  it('offers to try again when Stripe.js cannot be loaded', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    await showPayPage();
    expect(screen.getByText(strings.cardLoadFailed)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(stripe.loadStripe).toHaveBeenCalledTimes(2);
    expect(payButton()).toBeTruthy();
  });

  it('loads Stripe only when card is chosen, and removes the form when another method is', async () => {
    api.orderDetail.mockResolvedValue(order({ paymentMethod: 'bankTransfer' }));
    await showPayPage();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    const group = screen.getByRole('group', { name: 'Payment method' });
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: 'Card' })));
    expect(stripe.loadStripe).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(within(group).getByRole('radio', { name: 'Bank transfer' })));
    expect(stripe.element.destroy).toHaveBeenCalled();
  });
});
