import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BuyBox from '../../../src/islands/catalogue/BuyBox.tsx';
import { $signInOpen } from '../../../src/islands/header/sign-in-state.ts';
import { $messages, dismissMessage } from '../../../src/stores/messages.ts';
import { $chosenId, $quantityText, $variants } from '../../../src/stores/product-choice.ts';
import { $session, ANONYMOUS_USER_ID } from '../../../src/stores/session.ts';
import { startSession } from '../../../src/stores/session-change.ts';
import { buyBoxStrings, listStrings, priceStrings, VARIANTS } from './fixtures.ts';

const api = vi.hoisted(() => ({
  addToBasket: vi.fn<(partNo: string, quantity: number) => Promise<{ basketCount: number }>>(),
}));
vi.mock('../../../src/api/basket.ts', () => ({ addToBasket: api.addToBasket }));
const lists = vi.hoisted(() => ({
  partsListList: vi.fn(async () => ({
    lists: [
      { id: 5, name: 'Press spares', canChange: true },
      { id: 6, name: 'Shared by Priya', canChange: false },
    ],
    canShare: true,
    maxLists: 100,
    maxLines: 500,
  })),
  partsListCreate: vi.fn(async (body: { name: string }) => ({ id: 9, name: body.name })),
  partsListAddLines: vi.fn(async (id: number) => ({ id, name: 'Press spares' })),
}));
vi.mock('../../../src/api/parts-lists.ts', () => lists);
// The box records a logged-in buyer's view (tests/components/catalogue/variant-picker.test.tsx checks what).
vi.mock('../../../src/api/history.ts', () => ({ browseRecord: vi.fn(async () => ({ recorded: true })) }));
// A logged-in buyer without a price list (tests/components/catalogue/variant-picker.test.tsx shows a trade buyer's prices).
vi.mock('../../../src/api/buyer-prices.ts', () => ({ priceMine: vi.fn(async () => []) }));

function loggedOut(): void {
  $session.set({
    loaded: true,
    token: null,
    firstName: '',
    userId: ANONYMOUS_USER_ID,
    blongCompany: 0,
    basketCount: 0,
  });
}

const renderBox = () =>
  render(
    <BuyBox
      locale="en"
      familyId={3}
      variantCount={VARIANTS.length}
      fromPricePence={150}
      quotePath="/acQuote"
      strings={buyBoxStrings}
      priceStrings={priceStrings}
      listStrings={listStrings}
    />,
  );
const termValue = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
/** Chooses a variant and waits for its lines, which the box loads with the first choice. */
async function choose(id: number) {
  act(() => $chosenId.set(id));
  await screen.findByTestId('chosen-part-no');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
  api.addToBasket.mockReset();
  loggedOut();
  $variants.set(VARIANTS);
  $chosenId.set(null);
  $quantityText.set('1');
  $signInOpen.set(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const m of $messages.get()) dismissMessage(m.id);
  sessionStorage.clear();
});

describe('BuyBox: before a variant is chosen', () => {
  it('gives the count and lowest price, points to the configurator, and offers the family datasheet', () => {
    renderBox();
    expect(screen.getByText(/5 variants from £1\.50/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a variant' }).getAttribute('href')).toBe('#configure');
    expect(screen.getByRole('link', { name: 'Datasheet PDF' }).getAttribute('href')).toBe(
      '/api/unpri/downloadDatasheet?id=3',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect($messages.get()).toMatchObject([{ type: 'warning', text: 'Choose a variant first.' }]);
    expect(api.addToBasket).not.toHaveBeenCalled();
  });
});

describe('BuyBox: the chosen variant', () => {
  it('shows its own picture, and another part’s as the choice changes', async () => {
    const { container } = renderBox();
    expect(container.querySelector('img')).toBeNull();
    await choose(23);
    const picture = () => container.querySelector('.buy-part img')!;
    expect(picture().getAttribute('src')).toBe('/api/unpri/partPicture?partNo=LH-1111-100-PA');
    // Sized so nothing moves as it loads.
    expect([picture().getAttribute('width'), picture().getAttribute('height')]).toEqual(['40', '30']);
    const other = VARIANTS.find((v) => v.id !== 23)!;
    await choose(other.id);
    expect(picture().getAttribute('src')).toBe(`/api/unpri/partPicture?partNo=${encodeURIComponent(other.partNo)}`);
  });

  it('shows its part number, the price at the quantity and the next break', async () => {
    renderBox();
    await choose(23);
    expect(screen.getByTestId('chosen-part-no').textContent).toBe('LH-1111-100-PA');
    expect(termValue('Unit price')).toBe('£1.66 ex VAT');
    expect(screen.getByText('From 10: £1.53 each')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    expect(termValue('Unit price')).toBe('£1.53 ex VAT');
    expect(termValue('Total')).toBe('£15.30 ex VAT');
    expect(screen.getByText('From 50: £1.41 each')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '100' } });
    expect(screen.queryByText(/^From \d+:/)).toBeNull();
  });

  it('gives the stock and the dispatch day: today from stock before 16:00, the lead time in working days beyond it', async () => {
    renderBox();
    await choose(27);
    expect(screen.getByText('In stock: 20', { exact: false }).textContent).toBe(
      'In stock: 20 · Dispatched today if ordered by 16:00',
    );
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '50' } });
    expect(screen.getByText(/The other 30/).textContent).toBe(
      'In stock: 20. The other 30 ship in 3 working days. · Dispatched on Fri 27 Nov',
    );
  });

  it('links the CAD models and the datasheet of the variant', async () => {
    renderBox();
    await choose(27);
    expect(screen.getByRole('link', { name: 'CAD model of LH-1111-160-PA, STEP' }).getAttribute('href')).toBe(
      '/api/unpri/downloadCad?variantId=27&format=step',
    );
    expect(screen.getByRole('link', { name: 'CAD model of LH-1111-160-PA, DXF' }).getAttribute('href')).toBe(
      '/api/unpri/downloadCad?variantId=27&format=dxf',
    );
    expect(screen.getByRole('link', { name: 'Datasheet of LH-1111-160-PA (PDF)' }).getAttribute('href')).toBe(
      '/api/unpri/downloadDatasheet?id=3&partNo=LH-1111-160-PA',
    );
  });

  it('says when the quantity is out of range and does not add', async () => {
    startSession({ token: 't', firstName: 'Alex', id: 7, blongCompany: false });
    renderBox();
    await choose(23);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '10000' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole number from 1 to 9,999.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(api.addToBasket).not.toHaveBeenCalled();
  });

  it('links "Request a quote" to the account form with the part and the quantity typed, beyond the basket too', async () => {
    renderBox();
    const link = () => screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href');
    expect(link()).toBe('/acQuote?part=&quantity=1');
    await choose(23);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '25000' } });
    expect(link()).toBe('/acQuote?part=LH-1111-100-PA&quantity=25000');
  });

  it('escapes the part number in the quote link, so a slash or an ampersand cannot change the query', async () => {
    act(() => $variants.set([{ ...VARIANTS[0]!, partNo: 'LH-1111-100/M6&PA' }]));
    renderBox();
    await choose(23);
    const href = screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')!;
    expect(href).toBe('/acQuote?part=LH-1111-100%2FM6%26PA&quantity=1');
    expect(new URLSearchParams(href.split('?')[1]).get('part')).toBe('LH-1111-100/M6&PA');
  });

  it('copies the part number', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderBox();
    await choose(23);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy part number' })));
    expect(writeText).toHaveBeenCalledWith('LH-1111-100-PA');
    expect($messages.get()).toMatchObject([{ type: 'success', text: 'Part number LH-1111-100-PA copied.' }]);
  });
});

describe('BuyBox: Add to basket', () => {
  it('logged in: adds the part number and quantity, and updates the basket count', async () => {
    startSession({ token: 't', firstName: 'Alex', id: 7, blongCompany: false });
    api.addToBasket.mockResolvedValue({ basketCount: 3 });
    renderBox();
    await choose(23);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to basket' })));
    expect(api.addToBasket).toHaveBeenCalledWith('LH-1111-100-PA', 10);
    expect($session.get().basketCount).toBe(3);
    expect($messages.get()).toMatchObject([{ type: 'success', text: 'Added to the basket: 10 × LH-1111-100-PA' }]);
  });

  it('logged out: opens the sign-in dialog to stay here, and adds the part once logged in', async () => {
    api.addToBasket.mockResolvedValue({ basketCount: 1 });
    renderBox();
    await choose(27);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect($signInOpen.get()).toBe('stay');
    expect(api.addToBasket).not.toHaveBeenCalled();
    // What the dialog does on success: the session, then it closes.
    startSession({ token: 't', firstName: 'Alex', id: 7, blongCompany: false });
    await act(async () => $signInOpen.set(false));
    expect(api.addToBasket).toHaveBeenCalledWith('LH-1111-160-PA', 1);
    expect($session.get().basketCount).toBe(1);
  });

  it('logged out: closing the dialog without logging in adds nothing, then or later', async () => {
    renderBox();
    await choose(27);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await act(async () => $signInOpen.set(false));
    $signInOpen.set('account');
    startSession({ token: 't', firstName: 'Alex', id: 7, blongCompany: false });
    await act(async () => $signInOpen.set(false));
    expect(api.addToBasket).not.toHaveBeenCalled();
  });
});

describe('BuyBox: add to list', () => {
  it('logged out, opens the sign-in dialog; logged in, adds the part and quantity to a list the buyer may change or to a new one', async () => {
    renderBox();
    await choose(23);
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
    await waitFor(() => expect($signInOpen.get()).toBe('stay'));
    expect(lists.partsListList).not.toHaveBeenCalled();
    act(() => $signInOpen.set(false));
    startSession({ token: 't', firstName: 'Tom', id: 7, blongCompany: true });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
    const list = await screen.findByRole('combobox', { name: 'Parts list' });
    // Only lists the buyer may change are offered, then a new one.
    expect([...list.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Press spares', 'A new list…']);
    // The panel's own "Add to list" comes after the box's.
    const submit = () => fireEvent.click(screen.getAllByRole('button', { name: 'Add to list' }).at(-1)!);
    submit();
    await screen.findByText(/12 × LH-1111-100-PA added to “Press spares”/, { selector: 'p' });
    expect(lists.partsListAddLines).toHaveBeenCalledWith(5, 'LH-1111-100-PA | 12');

    fireEvent.change(list, { target: { value: 'new' } });
    submit();
    expect(screen.getByText('Give a name of 1 to 80 characters.')).toBeTruthy();
    expect(lists.partsListCreate).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of the new list' }), {
      target: { value: 'Line 3 spares' },
    });
    submit();
    await waitFor(() =>
      expect(lists.partsListCreate).toHaveBeenCalledWith({ name: 'Line 3 spares', lines: 'LH-1111-100-PA | 12' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('combobox', { name: 'Parts list' })).toBeNull();
  });
});
