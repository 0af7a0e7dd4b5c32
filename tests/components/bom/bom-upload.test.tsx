import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickAddAnswer } from '#contract/calls/basket.ts';
import type { BomMatchAnswer, BomMatchRequest, BomPart } from '#contract/calls/bom.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { ApiCallError } from '../../../src/api/answer.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import type { BomListLine } from '../../../src/islands/bom/bom-choices.ts';
import { BomUpload } from '../../../src/islands/bom/BomUpload.tsx';
import { $messages } from '../../../src/stores/messages.ts';
import { session } from '../payment/fixtures.ts';
import { basketOf } from '../basket/fixtures.ts';

const bomApi = vi.hoisted(() => ({ bomMatch: vi.fn<(body: BomMatchRequest) => Promise<BomMatchAnswer>>() }));
vi.mock('../../../src/api/bom.ts', () => bomApi);
const basketApi = vi.hoisted(() => ({ basketQuickAdd: vi.fn<(text: string) => Promise<QuickAddAnswer>>() }));
vi.mock('../../../src/api/basket.ts', () => basketApi);

const part = (variantId: number, partNo: string, change: Partial<BomPart> = {}): BomPart => ({
  variantId,
  partNo,
  familyId: 7,
  familySlug: 'pull-handle',
  name: 'Pull handle',
  nameZh: '拉手',
  customerPartNo: null,
  unitPricePence: 250,
  listUnitPricePence: 300,
  stock: 40,
  leadTimeDays: 5,
  ...change,
});

const ANSWER: BomMatchAnswer = {
  sheets: [],
  sheet: null,
  columns: ['Item', 'Part No', 'Qty'],
  partNoColumn: 1,
  quantityColumn: 2,
  rows: [
    {
      line: 2,
      partNoText: 'lh-1101-160-alb',
      quantityText: '4',
      quantity: 4,
      status: 'matched',
      matchedBy: 'partNo',
      part: part(1, 'LH-1101-160-ALB'),
      suggestions: [],
    },
    {
      line: 3,
      partNoText: 'ACME-70006',
      quantityText: '12',
      quantity: 12,
      status: 'matched',
      matchedBy: 'customerPartNo',
      part: part(2, 'LH-3101-30-AL', { customerPartNo: 'ACME-70006', stock: 0 }),
      suggestions: [],
    },
    {
      line: 4,
      partNoText: 'LH-1102-16O-ALB',
      quantityText: '3',
      quantity: 3,
      status: 'suggested',
      matchedBy: null,
      part: null,
      suggestions: [part(3, 'LH-1102-160-ALB'), part(4, 'LH-1102-120-ALB')],
    },
    {
      line: 5,
      partNoText: 'XYZ-9999',
      quantityText: '1',
      quantity: 1,
      status: 'notFound',
      matchedBy: null,
      part: null,
      suggestions: [],
    },
  ],
};

const basketAnswer = (count: number): QuickAddAnswer => ({
  added: [],
  problems: [],
  basket: { ...basketOf([]), basketCount: count },
});

async function upload(
  locale: Locale = 'en',
  onSaveAsList?: (lines: BomListLine[], fileName: string, shared: boolean) => void,
  canShareList?: boolean,
) {
  const t = dictionary(locale);
  const { container } = render(
    <BomUpload locale={locale} strings={t.bom} onSaveAsList={onSaveAsList} canShareList={canShareList} />,
  );
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.accept).toContain('.csv');
  expect(input.accept).toContain('.xlsx');
  await act(async () => {
    fireEvent.change(input, {
      target: { files: [new File(['Item,Part No,Qty\n1,lh-1101-160-alb,4'], 'bom.csv', { type: 'text/csv' })] },
    });
  });
  return { t, container };
}

beforeEach(() => {
  session(true);
  $messages.set([]);
  bomApi.bomMatch.mockReset().mockResolvedValue(ANSWER);
  basketApi.basketQuickAdd.mockReset().mockResolvedValue(basketAnswer(7));
});
afterEach(cleanup);

describe('the BOM upload on /acList', () => {
  it('sends the chosen file and shows each row Matched, Suggested or Not found, with price and stock', async () => {
    await upload();
    expect(screen.getByRole('button', { name: 'Upload a BOM' })).toBeTruthy();
    const sent = bomApi.bomMatch.mock.calls[0]![0];
    expect(sent.fileName).toBe('bom.csv');
    expect(atob(sent.dataBase64)).toBe('Item,Part No,Qty\n1,lh-1101-160-alb,4');
    expect(screen.getByRole('status').textContent).toBe('2 matched, 1 with suggestions, 1 not found');
    const rows = within(screen.getByRole('table', { name: 'Rows of the BOM, as matched' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Matched',
      'Matched by your part number',
      'Suggested',
      'Not found',
    ]);
    expect(rows[0]!.textContent).toContain('£2.50');
    expect(rows[0]!.textContent).toContain('£10.00');
    expect(rows[0]!.textContent).toContain('40 in stock');
    expect(rows[1]!.textContent).toContain('None in stock (5 days)');
    expect(within(rows[3]!).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
  });

  it('lets the buyer change the columns (the file is read again) and pick a suggestion, then adds the chosen rows to the basket', async () => {
    await upload();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Quantity column'), { target: { value: '' } });
    });
    expect(bomApi.bomMatch.mock.calls[1]![0]).toMatchObject({ fileName: 'bom.csv', partNoColumn: 1 });
    expect(bomApi.bomMatch.mock.calls[1]![0].quantityColumn).toBeUndefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Part for row 4' }), { target: { value: '3' } });
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Include row 4' }).checked).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity for row 2' }), { target: { value: '0' } });
    expect(screen.getByText('Enter a whole number from 1 to 9,999.')).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity for row 2' }), { target: { value: '6' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    });
    expect(basketApi.basketQuickAdd).toHaveBeenCalledWith('LH-1101-160-ALB 6\nLH-3101-30-AL 12\nLH-1102-160-ALB 3');
    expect(screen.getByText('3 lines added to the basket.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the basket' }).getAttribute('href')).toBe('/basket');
  });

  it('hands every row to "Save as a new parts list", those not found included, private when the buyer may not share', async () => {
    const save = vi.fn();
    await upload('en', save);
    expect(screen.queryByRole('checkbox', { name: 'Share the new list with my company' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new parts list' }));
    expect(save).toHaveBeenCalledWith(
      [
        { line: 2, partNoText: 'lh-1101-160-alb', partNo: 'LH-1101-160-ALB', variantId: 1, quantity: 4 },
        { line: 3, partNoText: 'ACME-70006', partNo: 'LH-3101-30-AL', variantId: 2, quantity: 12 },
        { line: 4, partNoText: 'LH-1102-16O-ALB', partNo: null, variantId: null, quantity: 3 },
        { line: 5, partNoText: 'XYZ-9999', partNo: null, variantId: null, quantity: 1 },
      ],
      'bom.csv',
      false,
    );
  });

  it('lets a company member share the new list with the company, private unless ticked', async () => {
    const save = vi.fn();
    await upload('zh-cn', save, true);
    const share = screen.getByRole<HTMLInputElement>('checkbox', { name: '与我的公司共享新清单' });
    expect(share.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '另存为新的零件清单' }));
    expect(save).toHaveBeenLastCalledWith(expect.any(Array), 'bom.csv', false);
    fireEvent.click(share);
    fireEvent.click(screen.getByRole('button', { name: '另存为新的零件清单' }));
    expect(save).toHaveBeenLastCalledWith(expect.any(Array), 'bom.csv', true);
    expect(save.mock.lastCall![0]).toHaveLength(4);
  });

  it("shows a refused file's reason under the button, and refuses another type before sending it", async () => {
    bomApi.bomMatch.mockRejectedValue(
      new ApiCallError(400, 'Cell B3 holds a formula: paste values only and upload again.', 'dataBase64'),
    );
    const { container } = await upload();
    expect(screen.getByRole('alert').textContent).toBe('Cell B3 holds a formula: paste values only and upload again.');
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => {
      fireEvent.change(container.querySelector('input[type="file"]')!, {
        target: { files: [new File(['x'], 'bom.xls')] },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('Choose a .csv or .xlsx file.');
    expect(bomApi.bomMatch).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese', async () => {
    await upload('zh-cn');
    expect(screen.getByRole('button', { name: '上传物料清单' })).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      '已匹配',
      '已匹配 按贵公司编号',
      '建议',
      '未找到',
    ]);
    expect(screen.getByRole('button', { name: '加入购物篮' })).toBeTruthy();
  });
});
