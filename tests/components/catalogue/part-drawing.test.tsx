import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VariantLive } from '#contract/calls/catalogue.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import VariantPicker from '../../../src/islands/catalogue/VariantPicker.tsx';
import PartDrawing from '../../../src/islands/preview/PartDrawing.tsx';
import { $chosenId, $filters, $quantityText, $variants } from '../../../src/stores/product-choice.ts';
import { COLUMNS, pickerStrings, priceStrings, VARIANTS } from './fixtures.ts';

const api = vi.hoisted(() => ({
  productLive: vi.fn<(id: number) => Promise<VariantLive[]>>(),
  browseRecord: vi.fn<(id: number) => Promise<{ recorded: boolean }>>(),
}));
vi.mock('../../../src/api/product-live.ts', () => ({ productLive: api.productLive }));
vi.mock('../../../src/api/history.ts', () => ({ browseRecord: api.browseRecord }));

// The page gives each variant its drawing's URL, named by content (src/lib/preview/variant-files.ts).
const drawingUrl = (partNo: string) => `/api/unpri/partDrawing?partNo=${partNo}&v=a1b2c3d4e5f60718`;

beforeEach(() => {
  api.productLive.mockResolvedValue([]);
  api.browseRecord.mockResolvedValue({ recorded: true });
  $quantityText.set('1');
  $chosenId.set(null);
  $filters.set({});
  $variants.set([]);
});
afterEach(cleanup);

describe('PartDrawing: the chosen part’s drawing follows the configurator', () => {
  it('draws the first part until one is chosen, then the part chosen in the table, sized and lazy', () => {
    const variants = VARIANTS.map(({ id, partNo }) => ({ id, partNo, drawingUrl: drawingUrl(partNo) }));
    render(
      <>
        <VariantPicker
          locale="en"
          columns={COLUMNS}
          variants={VARIANTS}
          strings={pickerStrings}
          priceStrings={priceStrings}
        />
        <PartDrawing variants={variants} strings={dictionary('en').preview} />
      </>,
    );
    const first = screen.getByRole('img', { name: 'Dimensioned drawing of LH-1111-100-PA, to scale' });
    expect([
      first.getAttribute('src'),
      first.getAttribute('width'),
      first.getAttribute('height'),
      first.getAttribute('loading'),
    ]).toEqual([drawingUrl('LH-1111-100-PA'), '640', '400', 'lazy']);

    fireEvent.click(screen.getByRole('radio', { name: 'LH-1111-160-PA' }));
    const chosen = screen.getByRole('img', { name: 'Dimensioned drawing of LH-1111-160-PA, to scale' });
    expect(chosen.getAttribute('src')).toBe(drawingUrl('LH-1111-160-PA'));
    expect(
      screen.getByText('LH-1111-160-PA to scale, sizes in mm: choose another size in the table and it is redrawn.'),
    ).toBeTruthy();
  });

  it('speaks Chinese on Chinese pages', () => {
    render(
      <PartDrawing
        variants={[{ id: 1, partNo: 'LH-1-10-ST', drawingUrl: drawingUrl('LH-1-10-ST') }]}
        strings={dictionary('zh-cn').preview}
      />,
    );
    expect(screen.getByRole('img', { name: 'LH-1-10-ST 的按比例尺寸图' })).toBeTruthy();
  });
});
