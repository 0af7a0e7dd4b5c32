import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SetupReviewItem } from '#contract/calls/setup-review.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import { SetupReviewNotice } from '../../../src/islands/account/profile/SetupReviewNotice.tsx';
import { clearAnswers } from '../../../src/stores/api-data.ts';

const api = vi.hoisted(() => ({ setupReviewList: vi.fn(), setupReviewRemove: vi.fn(), setupReviewKeep: vi.fn() }));
vi.mock('../../../src/api/setup-review.ts', () => api);

afterEach(() => {
  cleanup();
  clearAnswers();
  Object.values(api).forEach((fn) => fn.mockReset());
});

const ITEMS: SetupReviewItem[] = [
  { id: 1, kind: 'company', name: 'Corp Victim Ltd', detail: '', companyRole: null },
  { id: 2, kind: 'member', name: 'Mallory Tester', detail: 'attacker2@evil.example', companyRole: 'admin' },
  { id: 3, kind: 'address', name: 'Goods In', detail: 'Unit 9, Drop Lane, Sheffield, S1 2HH', companyRole: null },
];

const renderNotice = (locale: Locale) => {
  const t = dictionary(locale);
  render(<SetupReviewNotice strings={{ profile: t.accountProfile, register: t.register }} />);
};

describe('the notice of what was set up before the address was confirmed', () => {
  it('lists the company, co-admin and address with a Remove button each, and removes one', async () => {
    api.setupReviewList.mockResolvedValue({ items: ITEMS });
    api.setupReviewRemove.mockResolvedValue({ items: [ITEMS[0]!, ITEMS[2]!] });
    renderNotice('en');
    const notice = await screen.findByRole('region', { name: 'Set up before your address was confirmed' });
    const items = within(notice)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Membership of the company "Corp Victim Ltd" Leave "Corp Victim Ltd"',
      'Mallory Tester (attacker2@evil.example), an administrator of your company Remove Mallory Tester from the company',
      'Address: Goods In, Unit 9, Drop Lane, Sheffield, S1 2HH Delete the address of Goods In',
    ]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Remove Mallory Tester from the company' }));
    await waitFor(() => expect(within(notice).queryByText(/Mallory/)).toBeNull());
    expect(api.setupReviewRemove).toHaveBeenCalledWith(2);
    expect(within(notice).getAllByRole('listitem')).toHaveLength(2);
  });

  it('is in Chinese on the Chinese page, and goes once everything is kept', async () => {
    api.setupReviewList.mockResolvedValue({ items: [ITEMS[1]!] });
    api.setupReviewKeep.mockResolvedValue({ items: [] });
    renderNotice('zh-cn');
    const notice = await screen.findByRole('region', { name: '在您确认地址之前设立的内容' });
    expect(within(notice).getByRole('listitem').textContent).toContain(
      'Mallory Tester（attacker2@evil.example），贵公司的管理员',
    );
    fireEvent.click(within(notice).getByRole('button', { name: '以上内容我都认识：全部保留' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(api.setupReviewKeep).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when there is nothing to review', async () => {
    api.setupReviewList.mockResolvedValue({ items: [] });
    renderNotice('en');
    await waitFor(() => expect(api.setupReviewList).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
