import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import { deferred } from '../basket/api-mocks.ts';
import { api } from './api-mocks.ts';
import { category, company, openConsole, page, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const field = (name: string) => screen.getByRole<HTMLInputElement | HTMLTextAreaElement>('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('company', () => {
  it("labels every field with the API's limit, and saves the whole form without the time of the last save", async () => {
    api.companyInfoGet.mockResolvedValue(company);
    await openConsole('company');
    expect(field('Company name').maxLength).toBe(100);
    expect(field('Telephone 1').getAttribute('type')).toBe('tel');
    expect(field('Company name').required).toBe(true);
    expect(field('Address line 3').required).toBe(false);
    // The bank account is the administrators' own section (BankSection), not part of this form.
    expect(screen.queryByRole('group', { name: 'Bank account' })).toBeNull();

    const answer = deferred<EditorCompanyInfo>();
    api.companyInfoSave.mockReturnValue(answer.promise);
    type('Telephone 2', '0113 496 0001');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    fireEvent.click(save);
    const { updatedAt: _, ...fields } = company;
    expect(api.companyInfoSave).toHaveBeenCalledWith({ ...fields, telephone2: '0113 496 0001' });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving…' }).disabled).toBe(true);

    await act(async () =>
      answer.resolve({ ...company, telephone2: '0113 496 0001', updatedAt: '2026-11-21T08:30:00.000Z' }),
    );
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(save.disabled).toBe(false);

    // The note goes with the next edit.
    type('Telephone 2', '');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a refused save (its message is a toast) leaves the form to correct, without "Saved."', async () => {
    api.companyInfoGet.mockResolvedValue(company);
    api.companyInfoSave.mockRejectedValue(new Error('Email is not valid'));
    await openConsole('company');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field('Email').value).toBe('sales@lihda.example');
  });
});

describe('info and legal pages', () => {
  it('edits a page, previews the Markdown as the server renders it, and saves the page by its slug', async () => {
    api.pageList.mockResolvedValue({ list: [page] });
    api.markdownPreview.mockResolvedValue({ html: '<h2>Who we are</h2><p>Parts.</p>' });
    api.pageSave.mockImplementation(async (body) => ({ ...body, updatedAt: '2026-11-21T08:30:00.000Z' }));
    await openConsole('pages');
    const table = screen.getByRole('table', { name: 'Info and legal pages' });
    expect(within(table).getByText('/about')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit About us' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Edit About us' }));

    type('English text', '## Who we are\n\nParts.<script>alert(1)</script>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Preview of English text' })));
    expect(api.markdownPreview).toHaveBeenCalledWith('## Who we are\n\nParts.<script>alert(1)</script>');
    const preview = screen.getByRole('region', { name: 'Preview of English text' });
    expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeTruthy();

    // An edit hides the preview: an old rendering is never shown for a new text.
    type('English text', '## Who we are');
    expect(screen.queryByRole('region', { name: 'Preview of English text' })).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.pageSave).toHaveBeenCalledWith({
      slug: 'about',
      title: 'About us',
      titleZh: '关于我们',
      body: '## Who we are',
      bodyZh: '我们制造零件。',
    });
    expect(screen.getByText('Saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit About us' }));
  });
});

describe('categories', () => {
  it('renames a category, changes its position and reloads the tree after', async () => {
    api.categoryList.mockResolvedValue({ list: [category(1, 'Design elements', 1), category(10, 'Knobs', 2, 1)] });
    api.categorySave.mockImplementation(async (body) => ({ ...category(10, body.name, 2, 1), ...body }));
    await openConsole('categories');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Knobs' }));
    type('English name', 'Knobs and handwheels');
    expect(field('Chinese name').maxLength).toBe(100);
    const position = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Position among its siblings' });
    expect([position.min, position.max]).toEqual(['1', '9999']);
    fireEvent.change(position, { target: { value: '3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.categorySave).toHaveBeenCalledWith({
      id: 10,
      name: 'Knobs and handwheels',
      nameZh: 'Knobs（中文）',
      sortOrder: 3,
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Edit Knobs and handwheels' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to the list' })));
    expect(api.categoryList).toHaveBeenCalledTimes(2);
  });
});
