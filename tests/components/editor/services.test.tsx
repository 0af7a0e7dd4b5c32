import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from './api-mocks.ts';
import { openConsole, service, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const list = () => [service(1, 'Custom parts'), service(2, 'CAD data'), service(3, 'Assembly')];
const rows = () =>
  within(screen.getByRole('table', { name: "Services in the site's order" }))
    .getAllByRole('row')
    .slice(1);
const titles = () => rows().map((row) => within(row).getByRole('rowheader').textContent);

describe('services', () => {
  it("edits a service's title and sends exactly the fields serviceSave takes", async () => {
    api.serviceList.mockResolvedValue({ list: list() });
    api.serviceSave.mockImplementation(async (body) => ({ ...service(2, 'CAD'), ...body, id: 2 }));
    await openConsole('services');
    expect(titles()).toEqual(['Custom parts', 'CAD data', 'Assembly']);

    fireEvent.click(screen.getByRole('button', { name: 'Edit CAD data' }));
    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'English title' });
    expect(title.maxLength).toBe(120);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'English summary' }).maxLength).toBe(300);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Chinese text' }).maxLength).toBe(20_000);
    fireEvent.change(title, { target: { value: 'CAD models' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.serviceSave).toHaveBeenCalledWith({
      id: 2,
      title: 'CAD models',
      titleZh: 'CAD data（中文）',
      summary: 'About CAD data',
      summaryZh: '摘要',
      body: '## CAD data',
      bodyZh: '正文',
    });
    expect(screen.getByRole('status').textContent).toBe('Saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(titles()).toEqual(['Custom parts', 'CAD models', 'Assembly']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit CAD models' }));
  });

  it('adds a new service without an id, and saves it again by the id it got', async () => {
    api.serviceList.mockResolvedValue({ list: list() });
    api.serviceSave.mockImplementation(async (body) => ({ ...body, id: body.id ?? 4, sortOrder: 4 }));
    await openConsole('services');
    fireEvent.click(screen.getByRole('button', { name: 'Add a service' }));
    expect(screen.getByRole('heading', { level: 3, name: 'New service' })).toBeTruthy();
    for (const [name, value] of [
      ['English title', 'Repairs'],
      ['Chinese title', '维修'],
      ['English summary', 'We repair.'],
      ['Chinese summary', '我们维修。'],
      ['English text', 'Text'],
      ['Chinese text', '正文'],
    ]) {
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    }
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.serviceSave.mock.calls[0]![0]).not.toHaveProperty('id');
    expect(screen.getByRole('heading', { level: 3, name: 'Edit Repairs' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.serviceSave.mock.calls[1]![0]).toMatchObject({ id: 4, title: 'Repairs' });

    fireEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(titles()).toEqual(['Custom parts', 'CAD data', 'Assembly', 'Repairs']);
  });

  it('moves a service up, keeping the focus on its buttons, and cannot move the first one higher', async () => {
    api.serviceList.mockResolvedValue({ list: list() });
    api.serviceMove.mockResolvedValue({
      list: [service(2, 'CAD data', 1), service(1, 'Custom parts', 2), service(3, 'Assembly', 3)],
    });
    await openConsole('services');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Custom parts up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Assembly down' }).disabled).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Move CAD data up' })));
    expect(api.serviceMove).toHaveBeenCalledWith({ id: 2, direction: 'up' });
    expect(titles()).toEqual(['CAD data', 'Custom parts', 'Assembly']);
    // Now at the top, its Up button is disabled: the focus goes to its Down button.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move CAD data down' }));
  });

  it('deletes a service only after the second step', async () => {
    api.serviceList.mockResolvedValue({ list: list() });
    api.serviceDelete.mockResolvedValue({ list: [service(1, 'Custom parts'), service(3, 'Assembly')] });
    await openConsole('services');
    fireEvent.click(screen.getByRole('button', { name: 'Delete CAD data' }));
    const question = screen.getByRole('group', {
      name: 'Delete the service "CAD data"? Its page goes with the next publish.',
    });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.serviceDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete CAD data' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it' })));
    expect(api.serviceDelete).toHaveBeenCalledWith(2);
    expect(titles()).toEqual(['Custom parts', 'Assembly']);
  });
});
