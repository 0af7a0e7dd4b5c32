import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { BuyerPrice } from '../../../src/islands/price/BuyerPrice.tsx';

const en = dictionary('en').prices;
const zh = dictionary('zh-cn').prices;

afterEach(cleanup);

describe('a buyer price', () => {
  it('shows the buyer’s price first, then the list price struck through and named, then the saving', () => {
    const { container } = render(
      <p data-testid="price">
        <BuyerPrice pricePence={1494} listPricePence={1660} locale="en" strings={en} />
      </p>,
    );
    const shown = screen.getByTestId('price');
    expect(shown.textContent).toBe('£14.94 List price £16.60 You save £1.66 (10%)');
    // The struck amount is the list price, and its words come before it for a screen reader.
    expect(container.querySelector('s')?.textContent).toBe('£16.60');
    expect(container.querySelector('.buyer-price-list')?.textContent).toBe('List price £16.60');
  });

  it('in Chinese, names the list price and the saving in Chinese', () => {
    render(
      <p data-testid="price">
        <BuyerPrice pricePence={1500} listPricePence={2000} locale="zh-cn" strings={zh} />
      </p>,
    );
    expect(screen.getByTestId('price').textContent).toBe('£15.00 目录价 £20.00 节省 £5.00（25%）');
  });

  it('in a table cell, says "List price" to screen readers only and the saving as a percentage', () => {
    const { container } = render(
      <p data-testid="price">
        <BuyerPrice pricePence={1494} listPricePence={1660} locale="en" strings={en} compact />
      </p>,
    );
    expect(container.querySelector('.visually-hidden')?.textContent).toBe('List price ');
    expect(screen.getByTestId('price').textContent).toBe('£14.94 List price £16.60 Save 10%');
  });

  it('is the price alone when the buyer pays the list price', () => {
    const { container } = render(
      <p data-testid="price">
        <BuyerPrice pricePence={1660} listPricePence={1660} locale="en" strings={en} />
      </p>,
    );
    expect(screen.getByTestId('price').textContent).toBe('£16.60');
    expect(container.querySelector('s')).toBeNull();
  });

  it('never writes a saving of a penny on a large price as 0%', () => {
    render(
      <p data-testid="price">
        <BuyerPrice pricePence={99_999} listPricePence={100_000} locale="en" strings={en} />
      </p>,
    );
    expect(screen.getByTestId('price').textContent).toContain('You save £0.01 (1%)');
  });
});
