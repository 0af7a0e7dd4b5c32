import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorVariant } from '#contract/calls/editor-families.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { fill } from '#contract/i18n/text.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { deferred } from '../basket/api-mocks.ts';
import { api } from './api-mocks.ts';
import { category, family, openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const card = {
  id: 12,
  code: 'LH-617',
  slug: 'star-knob',
  name: 'Star knob',
  nameZh: '星形旋钮',
  categoryId: 1001,
  imageUrl: null,
  variantCount: 2,
};

async function openFamily(answer = family, locale: Locale = 'en') {
  api.categoryList.mockResolvedValue({ list: [category(1, 'Design elements', 1), category(1001, 'Knobs', 3, 1)] });
  api.familyList.mockResolvedValue({ total: 1, page: 1, pageSize: 20, list: [card] });
  api.familyGet.mockResolvedValue(answer);
  await openConsole('products', locale);
  await act(async () =>
    fireEvent.click(
      await screen.findByRole('button', {
        name: fill(dictionary(locale).editor.editOf, { name: locale === 'en' ? card.name : card.nameZh }),
      }),
    ),
  );
}

const upload = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('New picture for Star knob'), { target: { files: [file] } });
  });

describe('products', () => {
  it('finds families by text within a category, a page at a time', async () => {
    api.categoryList.mockResolvedValue({ list: [category(1, 'Design elements', 1), category(1001, 'Knobs', 3, 1)] });
    api.familyList.mockResolvedValue({ total: 45, page: 1, pageSize: 20, list: [card] });
    await openConsole('products');
    expect(api.familyList).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    expect(screen.getByText('45 product families')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Code, part number or name' }), {
      target: { value: ' LH-6 ' },
    });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Category' }), { target: { value: '1001' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find' })));
    expect(api.familyList).toHaveBeenLastCalledWith({ page: 1, q: 'LH-6', categoryId: 1001, pageSize: 20 });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next page' })));
    expect(api.familyList).toHaveBeenLastCalledWith({ page: 2, q: 'LH-6', categoryId: 1001, pageSize: 20 });
  });

  it('says a family has no kind of solid, sets one with the dimension of each of its sizes, and shows the picture redrawn with it', async () => {
    const columns = [
      { key: 'd1', label: 'Outer diameter', labelZh: '外径', unit: 'mm' },
      { key: 'h1', label: 'Height', labelZh: '高度', unit: 'mm' },
    ];
    await openFamily({ ...family, dimensionColumns: columns });
    const form = screen.getByRole('form', { name: 'Shape for pictures, CAD files and the 3D preview' });
    expect(within(form).getByText('This family has no kind of solid.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind of solid' }), { target: { value: 'cylinder' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'diameter' }), { target: { value: 'd1' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'height' }), { target: { value: 'h1' } });
    const redrawn = '/api/unpri/ImageDisplayByFID?fid=10&v=fedcba9876543210';
    api.familyShapeSave.mockResolvedValue({
      shape: { kind: 'cylinder', params: { diameter: 'd1', height: 'h1' } },
      drawingUrl: '/api/unpri/ImageDisplayByFID?fid=9&v=0123456789abcdef',
      imageUrl: redrawn,
    });
    // The family's picture, beside its file field (the drawing's upload shows its own).
    const picture = () =>
      within(document.getElementById('family-image')!.closest<HTMLElement>('.image-upload')!).getByRole('img', {
        name: 'Current picture',
      });
    expect(picture().getAttribute('src')).toBe(family.imageUrl);
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(api.familyShapeSave).toHaveBeenCalledWith(12, 'cylinder;diameter=d1;height=h1');
    expect(within(form).getByRole('status').textContent).toBe('Saved.');
    expect(within(form).queryByText('This family has no kind of solid.')).toBeNull();
    expect(picture().getAttribute('src')).toBe(redrawn);
  });

  it("saves a family's texts in both languages", async () => {
    await openFamily();
    expect(screen.getByRole('heading', { level: 3, name: 'Edit Star knob' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the product page' }).getAttribute('href')).toBe(
      '/goodsInfo/12/star-knob',
    );
    const description = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Chinese description' });
    expect(description.maxLength).toBe(4000);
    fireEvent.change(screen.getByRole('textbox', { name: 'English name' }), {
      target: { value: 'Star knob DIN 6336' },
    });
    api.familySave.mockImplementation(async (body) => ({ ...family, ...body, slug: 'star-knob-din-6336' }));
    const form = screen.getByRole('form', { name: 'Names and texts' });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save' })));
    expect(api.familySave).toHaveBeenCalledWith({
      id: 12,
      name: 'Star knob DIN 6336',
      nameZh: '星形旋钮',
      description: 'A knob.',
      descriptionZh: '旋钮。',
      material: 'Steel',
      materialZh: '钢',
      finish: 'Zinc',
      finishZh: '镀锌',
    });
    expect(within(form).getByRole('status').textContent).toBe('Saved.');
    expect(screen.getByRole('link', { name: 'Open the product page' }).getAttribute('href')).toBe(
      '/goodsInfo/12/star-knob-din-6336',
    );
  });

  it("saves one variant's dimensions, own finish, stock, lead time and price breaks from its row", async () => {
    await openFamily();
    const table = screen.getByRole('table', { name: 'Variants of LH-617' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const stock = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Stock of LH-617-8-M12-SS' });
    expect([stock.min, stock.max, stock.value]).toEqual(['0', '1000000', '12']);
    const breaks = screen.getByRole<HTMLInputElement>('textbox', { name: 'Price breaks of LH-617-8-M12-SS' });
    expect(breaks.value).toBe('1:166,10:153');
    expect(breaks.maxLength).toBe(200);

    fireEvent.change(stock, { target: { value: '40' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Lead time in days of LH-617-8-M12-SS' }), {
      target: { value: '3' },
    });
    fireEvent.change(breaks, { target: { value: '1:170,10:155,50:140' } });
    const dims = screen.getByRole<HTMLInputElement>('textbox', { name: 'Dimensions of LH-617-8-M12-SS' });
    expect(dims.maxLength).toBe(1400);
    fireEvent.change(dims, { target: { value: 'd1=40;thread=M12' } });
    const finish = screen.getByRole<HTMLInputElement>('textbox', { name: 'English finish of LH-617-8-M12-SS' });
    expect([finish.value, finish.maxLength]).toEqual(['', 100]);
    fireEvent.change(finish, { target: { value: 'Anodised black' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Chinese finish of LH-617-8-M12-SS' }), {
      target: { value: '黑色阳极氧化' },
    });
    const answer = deferred<EditorVariant>();
    api.variantSave.mockReturnValue(answer.promise);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save LH-617-8-M12-SS' });
    fireEvent.click(save);
    expect(api.variantSave).toHaveBeenCalledWith({
      id: 120,
      dims: 'd1=40;thread=M12',
      finish: 'Anodised black',
      finishZh: '黑色阳极氧化',
      stock: 40,
      leadTimeDays: 3,
      priceBreaks: '1:170,10:155,50:140',
    });
    expect(save.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save LH-617-10-M16-SS' }).disabled).toBe(false);

    await act(async () => answer.resolve({ ...family.variants[0]!, stock: 40 }));
    expect(screen.getByText('LH-617-8-M12-SS saved.')).toBeTruthy();
    expect(save.disabled).toBe(false);
  });

  it('says whether the drawing is drawn from the dimensions or uploaded, and draws an uploaded one again on request', async () => {
    const drawn = { ...family, drawingUrl: '/api/unpri/ImageDisplayByFID?fid=5&v=aa' };
    await openFamily({ ...drawn, drawingUploaded: true });
    const section = screen.getByRole('region', { name: 'Drawing' });
    expect(within(section).getByRole('note').textContent).toMatch(/^Uploaded by an editor/);
    api.familyDrawingRedraw.mockResolvedValue({ ...drawn, drawingUrl: '/api/unpri/ImageDisplayByFID?fid=6&v=bb' });
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Draw it from the dimensions again' })),
    );
    expect(api.familyDrawingRedraw).toHaveBeenCalledWith(12);
    expect(within(section).getByRole('note').textContent).toMatch(/^Drawn from the dimensions/);
    // The drawing is named as the drawing, not as the family's picture above it.
    expect(within(section).getByRole('img', { name: 'Current drawing' }).getAttribute('src')).toBe(
      '/api/unpri/ImageDisplayByFID?fid=6&v=bb',
    );
    expect(within(section).queryByRole('img', { name: 'Current picture' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Draw it from the dimensions again' })).toBeNull();
    expect(within(section).getByLabelText('Upload a drawing instead')).toBeTruthy();
  });

  it('names the family picture and the drawing apart in Chinese too', async () => {
    await openFamily({ ...family, drawingUrl: '/api/unpri/ImageDisplayByFID?fid=5&v=aa' }, 'zh-cn');
    const section = screen.getByRole('region', { name: '图纸' });
    expect(within(section).getByRole('img', { name: '当前图纸' }).getAttribute('src')).toBe(
      '/api/unpri/ImageDisplayByFID?fid=5&v=aa',
    );
    const picture = within(document.getElementById('family-image')!.closest<HTMLElement>('.image-upload')!).getByRole(
      'img',
      { name: '当前图片' },
    );
    expect(picture.getAttribute('src')).toBe(family.imageUrl);
  });

  it('checks a picture before sending it, and sends a good one in Base64', async () => {
    await openFamily();
    expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe(
      '/api/unpri/ImageDisplayByFID?fid=3',
    );

    await upload(new File(['GIF89a'], 'knob.gif', { type: 'image/gif' }));
    expect(screen.getByText('Choose an SVG, PNG, JPEG or WebP picture.')).toBeTruthy();
    await upload(new File([new Uint8Array(512 * 1024 + 1)], 'knob.png', { type: 'image/png' }));
    expect(screen.getByText('The picture is larger than 512 KB.')).toBeTruthy();
    expect(api.familyImage).not.toHaveBeenCalled();

    api.familyImage.mockResolvedValue({ ...family, imageUrl: '/api/unpri/ImageDisplayByFID?fid=9' });
    await upload(new File(['<svg/>'], 'knob.svg', { type: 'image/svg+xml' }));
    expect(api.familyImage).toHaveBeenCalledWith({ id: 12, contentType: 'image/svg+xml', dataBase64: 'PHN2Zy8+' });
    expect(screen.queryByText('The picture is larger than 512 KB.')).toBeNull();
    expect(screen.getByText('Picture saved.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Current picture' }).getAttribute('src')).toBe(
      '/api/unpri/ImageDisplayByFID?fid=9',
    );
  });
});
