import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#contract/i18n/locales.ts';
import SearchResults from '../../../src/islands/search/SearchResults.tsx';
import { $session } from '../../../src/stores/session.ts';
import { CATEGORY_NAMES, KNOB_ANSWER, resultsStrings } from './fixtures.ts';

const api = vi.hoisted(() => ({ customerPartNoSuggest: vi.fn() }));
vi.mock('../../../src/api/part-numbers.ts', () => api);

const logIn = (blongCompany: 0 | 1) =>
  $session.set({ loaded: true, token: 'token-1', firstName: 'Tom', userId: '3', blongCompany, basketCount: 0 });

async function showAt(url: string, locale: Locale = 'en') {
  window.history.replaceState(null, '', url);
  await act(async () => {
    render(
      <SearchResults
        locale={locale}
        categoryNames={CATEGORY_NAMES}
        strings={resultsStrings(locale)}
        search={async () => KNOB_ANSWER}
      />,
    );
  });
}

beforeEach(() => {
  api.customerPartNoSuggest.mockReset();
  api.customerPartNoSuggest.mockResolvedValue({
    partNumbers: [{ partNo: 'LH-1212-10-SS', familyId: 12, slug: 'star-knob-din-6336', customerPartNo: 'ACME-70001' }],
  });
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  $session.set({ loaded: true, token: '', firstName: '', userId: '0', blongCompany: 0, basketCount: 0 });
});

describe("the search results for a company's member", () => {
  it('show the parts their own number names above the results, with both numbers', async () => {
    logIn(1);
    await showAt('/zh-cn/productList/acme-7', 'zh-cn');
    expect(api.customerPartNoSuggest).toHaveBeenCalledWith('acme-7');
    const yours = await screen.findByRole('region', { name: '贵公司的零件编号' });
    const link = within(yours).getByRole('link', { name: '贵公司的 ACME-70001 即我们的 LH-1212-10-SS' });
    expect(link.getAttribute('href')).toBe('/zh-cn/goodsInfo/12/star-knob-din-6336?partNo=LH-1212-10-SS');
  });

  it('ask nothing for a buyer outside a company, a visitor, or a text longer than the header search takes', async () => {
    await showAt('/productList/acme-7');
    cleanup();
    logIn(0);
    await showAt('/productList/acme-7');
    cleanup();
    logIn(1);
    await showAt(`/productList/${'a'.repeat(61)}`);
    expect(api.customerPartNoSuggest).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Your part numbers' })).toBeNull();
  });
});
