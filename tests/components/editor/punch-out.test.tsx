import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PunchOutConnection } from '#contract/calls/staff-punch-out.ts';
import { api } from './api-mocks.ts';
import { answer, answerAcmeAlone, sentTo, startEachTestWithAFakeServer } from './fake-server.ts';
import { openConsole, startEachTestAsEditor } from './fixtures.tsx';

vi.mock('../../../src/api/editor.ts', async () => (await import('./api-mocks.ts')).api);
vi.mock('../../../src/api/call.ts', async () => (await import('./fake-server.ts')).callModule);

startEachTestAsEditor();
startEachTestWithAFakeServer();

const added: PunchOutConnection = {
  id: 7,
  companyId: 2,
  companyName: 'Acme Engineering Ltd',
  protocol: 'oci5',
  systemName: 'SAP SRM',
  identity: 'acme-srm',
  domain: '',
  toIdentity: '',
  senderIdentity: '',
  needsApproval: true,
  paymentTerms: 'company',
  createdAt: '2026-11-29T10:00:00.000Z',
};

beforeEach(() => {
  api.staffRole.mockResolvedValue('admin');
  answer('staff/punchOutList', () => ({ list: [] }));
  answerAcmeAlone();
  answer('staff/punchOutAdd', () => ({ connection: added, secret: 's3cret' }));
});

describe('adding a punch-out connection', () => {
  it('asks for a company by name, and the approval checkbox is ticked by its label', async () => {
    await openConsole('punchOut');
    const company = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Company' });
    await screen.findByRole('option', { name: 'Acme Engineering Ltd' });
    expect(company.selectedOptions[0]?.textContent).toBe('Choose a company');
    fireEvent.change(company, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Protocol' }), { target: { value: 'oci5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Procurement system' }), { target: { value: 'SAP SRM' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Identity/ }), { target: { value: 'acme-srm' } });
    fireEvent.click(screen.getByText('Orders wait for the company’s approval'));
    expect(screen.getByRole('checkbox', { name: 'Orders wait for the company’s approval' })).toHaveProperty(
      'checked',
      true,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add the connection' })));
    expect(sentTo('staff/punchOutAdd')).toEqual([
      {
        companyId: 2,
        protocol: 'oci5',
        systemName: 'SAP SRM',
        identity: 'acme-srm',
        needsApproval: true,
        paymentTerms: 'company',
      },
    ]);
  });

  it('names the empty company choice in Chinese on /zh-cn/editor', async () => {
    await openConsole('punchOut', 'zh-cn');
    const company = screen.getByRole<HTMLSelectElement>('combobox', { name: '公司' });
    expect(company.selectedOptions[0]?.textContent).toBe('选择公司');
  });
});
