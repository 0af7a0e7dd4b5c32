import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueImportAnswer } from '#contract/calls/editor-import.ts';
import { api } from './api-mocks.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);

startEachTestAsEditor();

const CSV = 'family_code,part_no,stock\nLH-617,LH-617-8-M12-SS,40\n';

function answer(changes: Partial<CatalogueImportAnswer> = {}): CatalogueImportAnswer {
  return {
    valid: true,
    errors: [],
    errorCount: 0,
    changes: {
      familiesCreated: 0,
      familiesUpdated: 0,
      variantsCreated: 0,
      variantsUpdated: 1,
      details: ['Line 2: LH-617-8-M12-SS: stock 12 → 40'],
    },
    applied: false,
    ...changes,
  };
}

const choose = (file: File) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('CSV file to check'), { target: { files: [file] } });
  });
const status = () => screen.getByRole('status');

describe('catalogue import', () => {
  it('runs a dry run on the chosen file, lists the changes, and imports only when asked', async () => {
    api.catalogueImport.mockResolvedValueOnce(answer()).mockResolvedValueOnce(answer({ applied: true }));
    await openConsole('import');
    await choose(new File([CSV], 'stock.csv', { type: 'text/csv' }));
    expect(api.catalogueImport).toHaveBeenCalledWith({ csv: CSV, fileName: 'stock.csv', dryRun: true });
    expect(status().textContent).toBe('stock.csv is valid. Importing it makes these changes:');
    expect(screen.getByText('Families: 0 new, 0 changed. Variants: 0 new, 1 changed.')).toBeTruthy();
    expect(screen.getByText('Line 2: LH-617-8-M12-SS: stock 12 → 40')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import stock.csv' })));
    expect(api.catalogueImport).toHaveBeenLastCalledWith({ csv: CSV, fileName: 'stock.csv', dryRun: false });
    expect(status().textContent).toBe('stock.csv is imported.');
    expect(screen.queryByRole('button', { name: 'Import stock.csv' })).toBeNull();
  });

  it('lists every error with its line and offers no import for an invalid file', async () => {
    api.catalogueImport.mockResolvedValue(
      answer({
        valid: false,
        errorCount: 1_204,
        errors: [
          { line: 0, reason: 'The header has no part_no column' },
          { line: 7, column: 'stock', reason: 'Stock must be a whole number from 0 to 1000000' },
        ],
        changes: { familiesCreated: 0, familiesUpdated: 0, variantsCreated: 0, variantsUpdated: 0, details: [] },
      }),
    );
    await openConsole('import');
    await choose(new File([CSV], 'bad.csv'));
    expect(status().textContent).toBe('bad.csv cannot be imported: 1204 errors. Nothing was written.');
    const rows = within(screen.getByRole('table', { name: 'Errors in bad.csv' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LineColumnReason',
      'whole fileThe header has no part_no column',
      '7stockStock must be a whole number from 0 to 1000000',
    ]);
    expect(screen.getByText('The first 2 of 1204 errors are listed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('says so when a valid file changes nothing, and offers no import', async () => {
    api.catalogueImport.mockResolvedValue(
      answer({
        changes: { familiesCreated: 0, familiesUpdated: 0, variantsCreated: 0, variantsUpdated: 0, details: [] },
      }),
    );
    await openConsole('import');
    await choose(new File([CSV], 'same.csv'));
    expect(status().textContent).toBe('same.csv is valid and changes nothing.');
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });

  it('does not send a file that is not a CSV or is over 5 MB', async () => {
    await openConsole('import');
    await choose(new File(['x'], 'catalogue.xlsx'));
    expect(screen.getByText('Choose a .csv file.')).toBeTruthy();
    await choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.csv'));
    expect(screen.getByText('The file is larger than 5 MB.')).toBeTruthy();
    expect(api.catalogueImport).not.toHaveBeenCalled();
  });

  it('downloads the export under the name the server gives it', async () => {
    api.catalogueExport.mockResolvedValue({
      blob: new Blob(['\uFEFFfamily_code']),
      fileName: 'lihda-catalogue-2026-11-20.csv',
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await openConsole('import');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download the catalogue (CSV)' })));
    expect(clicked).toEqual(['lihda-catalogue-2026-11-20.csv']);
    click.mockRestore();
  });
});
