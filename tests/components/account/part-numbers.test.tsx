import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CustomerPartNoImportAnswer,
  CustomerPartNoListAnswer,
  CustomerPartNoRow,
} from '#contract/calls/customer-part-numbers.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { PartNumbersSection } from '../../../src/islands/account/team/PartNumbersSection.tsx';
import { $messages } from '../../../src/stores/messages.ts';
import { session } from '../payment/fixtures.ts';

const api = vi.hoisted(() => ({
  customerPartNoList: vi.fn<(page: number, pageSize: number) => Promise<CustomerPartNoListAnswer>>(),
  customerPartNoSave:
    vi.fn<
      (
        partNo: string,
        customerPartNo: string,
      ) => Promise<{ companyId: number; partNo: string; customerPartNo: string | null }>
    >(),
  customerPartNoImport:
    vi.fn<(body: { csv: string; fileName: string; dryRun: boolean }) => Promise<CustomerPartNoImportAnswer>>(),
  customerPartNoExport: vi.fn(),
  customerPartNoSuggest: vi.fn(),
  staffCustomerPartNoImport: vi.fn(),
  staffCustomerPartNoExport: vi.fn(),
}));
vi.mock('../../../src/api/part-numbers.ts', () => api);

const row = (n: number): CustomerPartNoRow => ({
  partNo: `LH-1101-${n}`,
  familyId: 3,
  slug: 'star-knobs',
  name: 'Star knob',
  nameZh: '星形把手',
  customerPartNo: `ACME-${70_000 + n}`,
});
const listOf = (canChange: boolean, total = 2, page = 1): CustomerPartNoListAnswer => ({
  total,
  page,
  pageSize: 20,
  canChange,
  list: [row(page * 100 + 1), row(page * 100 + 2)],
});

async function show(locale: Locale = 'en') {
  const t = dictionary(locale);
  await act(async () => {
    render(<PartNumbersSection locale={locale} strings={t.accountTeam.partNumbers} gate={t.account} />);
  });
  return screen.getByRole('region', { name: t.accountTeam.partNumbers.heading });
}

beforeEach(() => {
  session(true);
  $messages.set([]);
  Object.values(api).forEach((fn) => fn.mockReset());
});
afterEach(cleanup);

describe('the part numbers section of /acTeam', () => {
  it('shows a member the numbers read-only, with their product, and pages a long list', async () => {
    api.customerPartNoList.mockImplementation(async (page) => listOf(false, 45, page));
    const region = await show();
    expect(api.customerPartNoList).toHaveBeenCalledWith(1, 20);
    expect(within(region).getByText('Only administrators can change these numbers.')).toBeTruthy();
    const first = within(region).getByRole('row', { name: /LH-1101-101/ });
    expect(within(first).getByRole('link', { name: 'LH-1101-101' }).getAttribute('href')).toContain(
      'partNo=LH-1101-101',
    );
    expect(first.textContent).toContain('Star knob');
    expect(first.textContent).toContain('ACME-70101');
    expect(within(region).queryByRole('button', { name: /Change the number/ })).toBeNull();
    expect(within(region).queryByRole('form')).toBeNull();
    expect(within(region).queryByLabelText('CSV file')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Download part numbers' })).toBeTruthy();
    const pager = within(region).getByRole('navigation', { name: 'Pages of your part numbers' });
    expect(pager.textContent).toContain('Page 1 of 3');
    await act(async () => {
      fireEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    });
    expect(api.customerPartNoList).toHaveBeenLastCalledWith(2, 20);
    expect(await within(region).findByRole('row', { name: /LH-1101-201/ })).toBeTruthy();
  });

  it('lets the admin change a number from its row, checking the field in Chinese first', async () => {
    api.customerPartNoList.mockResolvedValue(listOf(true));
    api.customerPartNoSave.mockResolvedValue({ companyId: 1, partNo: 'LH-1101-101', customerPartNo: 'ACME-9' });
    const region = await show('zh-cn');
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: '更改 LH-1101-101 的编号' }));
    });
    const yours = within(region).getByRole('textbox', { name: '贵公司的零件编号' });
    expect((yours as HTMLInputElement).value).toBe('ACME-70101');
    expect(document.activeElement).toBe(yours);
    fireEvent.change(yours, { target: { value: 'acme 9' } });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: '保存编号' }));
    });
    expect(within(region).getByText('只能使用字母、数字、点、斜杠和单个连字符，最多 40 个字符')).toBeTruthy();
    expect(yours.getAttribute('aria-invalid')).toBe('true');
    expect(api.customerPartNoSave).not.toHaveBeenCalled();
    fireEvent.change(yours, { target: { value: 'acme-9' } });
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: '保存编号' }));
    });
    expect(api.customerPartNoSave).toHaveBeenCalledWith('LH-1101-101', 'acme-9');
    expect($messages.get().map((m) => m.text)).toContain('LH-1101-101 在贵公司的编号现为 ACME-9。');
    expect(api.customerPartNoList).toHaveBeenCalledTimes(2);
  });

  it('asks for both numbers when adding, and removes a number from its row', async () => {
    api.customerPartNoList.mockResolvedValue(listOf(true));
    api.customerPartNoSave.mockResolvedValue({ companyId: 1, partNo: 'LH-1101-102', customerPartNo: null });
    const region = await show();
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Save number' }));
    });
    expect(within(region).getByText('Please enter our part number')).toBeTruthy();
    expect(within(region).getByText('Please enter your part number')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Remove the number for LH-1101-102' }));
    });
    expect(api.customerPartNoSave).toHaveBeenCalledWith('LH-1101-102', '');
    expect($messages.get().map((m) => m.text)).toContain('The number for LH-1101-102 has been removed.');
  });

  it('checks an imported file with a dry run, lists the changes, and imports only when asked', async () => {
    api.customerPartNoList.mockResolvedValue(listOf(true));
    const answer = (applied: boolean): CustomerPartNoImportAnswer => ({
      valid: true,
      errors: [],
      errorCount: 0,
      added: 1,
      changed: 0,
      removed: 0,
      details: ['Line 2: LH-1101-103: — → ACME-3'],
      applied,
    });
    api.customerPartNoImport.mockImplementation(async ({ dryRun }) => answer(!dryRun));
    const region = await show();
    const file = new File(['part_no,customer_part_no\r\nLH-1101-103,ACME-3\r\n'], 'ours.csv', { type: 'text/csv' });
    // The import form loads on its own (src/islands/account/team/PartNumbersSection.tsx).
    const input = await within(region).findByLabelText('CSV file');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(await within(region).findByText('ours.csv is valid. Check the changes below, then import it.')).toBeTruthy();
    expect(api.customerPartNoImport).toHaveBeenCalledWith({
      csv: 'part_no,customer_part_no\r\nLH-1101-103,ACME-3\r\n',
      fileName: 'ours.csv',
      dryRun: true,
    });
    expect(within(region).getByRole('listitem').textContent).toBe('Line 2: LH-1101-103: — → ACME-3');
    await act(async () => {
      fireEvent.click(within(region).getByRole('button', { name: 'Import ours.csv' }));
    });
    expect(api.customerPartNoImport).toHaveBeenLastCalledWith(expect.objectContaining({ dryRun: false }));
    expect(await within(region).findByText('ours.csv is imported.')).toBeTruthy();
    expect(api.customerPartNoList).toHaveBeenCalledTimes(2);
  });

  it('shows every error of an invalid file by line and offers no import', async () => {
    api.customerPartNoList.mockResolvedValue(listOf(true));
    api.customerPartNoImport.mockResolvedValue({
      valid: false,
      errors: [{ line: 3, reason: 'There is no product with part number LH-0.' }],
      errorCount: 1,
      added: 0,
      changed: 0,
      removed: 0,
      details: [],
      applied: false,
    });
    const region = await show();
    const file = new File(['x'], 'bad.csv', { type: 'text/csv' });
    // The import form loads on its own (src/islands/account/team/PartNumbersSection.tsx).
    const input = await within(region).findByLabelText('CSV file');
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    const errors = await within(region).findByRole('table', { name: 'Errors in bad.csv' });
    expect(within(errors).getByRole('row', { name: /3 There is no product/ })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /^Import/ })).toBeNull();
    await act(async () => {
      fireEvent.change(within(region).getByLabelText('CSV file'), {
        target: { files: [new File(['x'], 'parts.xlsx')] },
      });
    });
    expect(within(region).getByText('Choose a file whose name ends in .csv')).toBeTruthy();
  });
});
