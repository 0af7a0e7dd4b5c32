import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '#contract/calls/addresses.ts';
import type { BrowseHistoryItem } from '#contract/calls/browse-history.ts';
import type { UserInfo } from '#contract/calls/user-info.ts';
import type { BuyerTaxNumbers } from '#contract/calls/tax-numbers.ts';
import type { Page } from '#contract/calls/paging.ts';
import { dictionary } from '../../../src/i18n/dictionary.ts';
import AddressBookPage from '../../../src/islands/account/addresses/AddressBookPage.tsx';
import HistoryPage from '../../../src/islands/account/history/HistoryPage.tsx';
import ProfilePage from '../../../src/islands/account/profile/ProfilePage.tsx';
import { session } from '../payment/fixtures.ts';

const api = vi.hoisted(() => ({
  userInfo: vi.fn(),
  profileUpdate: vi.fn(),
  passwordChange: vi.fn(),
  preferencesUpdate: vi.fn(),
  addressList: vi.fn(),
  addressAdd: vi.fn(),
  addressUpdate: vi.fn(),
  addressDelete: vi.fn(),
  addressSetDefault: vi.fn(),
  browseHistoryList: vi.fn(),
  browseHistoryRemove: vi.fn(),
  browseHistoryClear: vi.fn(),
  taxNumbersGet: vi.fn(),
  ownTaxNumbersUpdate: vi.fn(),
  secondFactorInfo: vi.fn(),
  totpSetup: vi.fn(),
  totpConfirm: vi.fn(),
}));
vi.mock('../../../src/api/second-factor.ts', async (original) => ({
  ...(await original<object>()),
  secondFactorInfo: api.secondFactorInfo,
  totpSetup: api.totpSetup,
  totpConfirm: api.totpConfirm,
}));
vi.mock('../../../src/api/account.ts', async (original) => ({ ...(await original<object>()), userInfo: api.userInfo }));
vi.mock('../../../src/api/orders.ts', async (original) => ({
  ...(await original<object>()),
  addressList: api.addressList,
  addressAdd: api.addressAdd,
}));
vi.mock('../../../src/api/history.ts', async (original) => ({
  ...(await original<object>()),
  browseHistoryList: api.browseHistoryList,
  browseHistoryRemove: api.browseHistoryRemove,
  browseHistoryClear: api.browseHistoryClear,
}));
// Nothing for the buyer to review after a password reset (tests/components/account/setup-review-notice.test.tsx has the notice).
vi.mock('../../../src/api/setup-review.ts', () => ({
  setupReviewList: async () => ({ items: [] }),
  setupReviewRemove: vi.fn(),
  setupReviewKeep: vi.fn(),
}));
vi.mock('../../../src/api/tax-numbers.ts', () => ({
  taxNumbersGet: api.taxNumbersGet,
  ownTaxNumbersUpdate: api.ownTaxNumbersUpdate,
  companyTaxNumbersUpdate: vi.fn(),
}));
vi.mock('../../../src/api/profile.ts', () => ({
  profileUpdate: api.profileUpdate,
  passwordChange: api.passwordChange,
  preferencesUpdate: api.preferencesUpdate,
  addressUpdate: api.addressUpdate,
  addressDelete: api.addressDelete,
  addressSetDefault: api.addressSetDefault,
}));

const t = dictionary('en');
const NO_NUMBERS = { vatNo: '', vatNoCheck: null, vatNoCheckedAt: null, eoriNo: '' };
const OWN_NUMBERS: BuyerTaxNumbers = { own: NO_NUMBERS, company: null, canChangeCompany: false };
const INFO: UserInfo = {
  id: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  phone: '',
  blongCompany: false,
  companyName: null,
  companyRole: null,
  role: 'buyer',
  language: 'en',
  newsletter: false,
  emailVerified: true,
};

beforeEach(() => session(true));
afterEach(() => {
  cleanup();
  for (const mock of Object.values(api)) mock.mockReset();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/acInformation', () => {
  async function openProfile(info: UserInfo = INFO, taxNumbers: BuyerTaxNumbers = OWN_NUMBERS) {
    api.userInfo.mockResolvedValue(info);
    api.taxNumbersGet.mockResolvedValue(taxNumbers);
    api.secondFactorInfo.mockResolvedValue({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      sessionProved: false,
      required: info.role !== 'buyer',
    });
    render(<ProfilePage locale="en" strings={t.accountProfile} register={t.register} gate={t.account} />);
    await screen.findByRole('region', { name: 'Your details' });
  }

  it('shows the five anchored sections, and the company read-only', async () => {
    await openProfile({ ...INFO, companyName: 'Acme Ltd', blongCompany: true });
    const ids = [
      'Your details',
      'Change password',
      'Language',
      'Newsletter subscription',
      'VAT and EORI numbers',
      'Security',
    ].map((name) => screen.getByRole('region', { name }).id);
    expect(ids).toEqual(['section1', 'section2', 'section3', 'section4', 'section5', 'section6']);
    expect(
      within(screen.getByRole('navigation', { name: 'On this page' }))
        .getByRole('link', { name: 'Your details' })
        .getAttribute('href'),
    ).toBe('#section1');
    expect(screen.getByText(/Acme Ltd/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Company/ })).toBeNull();
  });

  it('sets up an authenticator app: QR code and key once, a code to confirm, then the recovery codes once', async () => {
    await openProfile({ ...INFO, role: 'editor' });
    const security = screen.getByRole('region', { name: 'Security' });
    expect(await within(security).findByText('Your account must have a second factor: set one up below.')).toBeTruthy();
    api.totpSetup.mockResolvedValue({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    });
    fireEvent.click(within(security).getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await within(security).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(security).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.click(within(security).getByRole('button', { name: 'Confirm' }));
    expect(within(security).getByText('Please enter the code from your authenticator app')).toBeTruthy();
    expect(api.totpConfirm).not.toHaveBeenCalled();
    api.totpConfirm.mockResolvedValue({ recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] });
    type('Code from the app', '123456');
    fireEvent.click(within(security).getByRole('button', { name: 'Confirm' }));
    const codes = await within(security).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcde-fghjk', 'mnpqr-stuvw']);
    expect(api.totpConfirm).toHaveBeenCalledWith('123456');
    expect(within(security).queryByText('JBSWY3DPEHPK3PXP')).toBeNull();
  });

  it('asks to confirm the e-mail address only while it is unconfirmed', async () => {
    await openProfile({ ...INFO, emailVerified: false });
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toBeTruthy();
    cleanup();
    await openProfile();
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).toBeNull();
  });

  it('focuses the section the address names (a login lands on #section1)', async () => {
    history.replaceState(null, '', '/acInformation#section3');
    await openProfile();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Language' })));
    history.replaceState(null, '', '/');
  });

  it('asks for the current password only when the email changes', async () => {
    await openProfile();
    const saved = { ...INFO, email: 'alex.new@example.com' };
    api.profileUpdate.mockResolvedValue(saved);
    expect(screen.queryByLabelText('Current password', { selector: '#profile-pwd' })).toBeNull();
    type('Email address', 'alex.new@example.com');
    const password = screen.getByLabelText('Current password', { selector: '#profile-pwd' });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(api.profileUpdate).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'secret-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(api.profileUpdate).toHaveBeenCalledWith({
        firstName: 'Alex',
        lastName: 'Morgan',
        email: 'alex.new@example.com',
        pwd: 'secret-pass1',
      }),
    );
    await waitFor(() => expect(screen.queryByLabelText('Current password', { selector: '#profile-pwd' })).toBeNull());
  });

  it('checks names and phone as the API does before sending', async () => {
    await openProfile();
    type('First name', ' ');
    type('Phone (optional)', 'call me');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText(t.accountProfile.details.phoneInvalid)).toBeTruthy();
    expect(api.profileUpdate).not.toHaveBeenCalled();
  });

  it('changes the password with the registration rules and clears the form', async () => {
    await openProfile();
    api.passwordChange.mockResolvedValue({ signedOut: 1 });
    const section = screen.getByRole('region', { name: 'Change password' });
    const change = (label: string, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    change('Current password', 'secret-pass1');
    change('New password', 'secret-pass1');
    change('Confirm new password', 'other');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('The new password must be different from the current one')).toBeTruthy();
    expect(within(section).getByText('The passwords do not match')).toBeTruthy();
    change('New password', 'short1');
    expect(await within(section).findByText('Password must be at least 8 characters')).toBeTruthy();
    change('New password', 'better-pass2');
    change('Confirm new password', 'better-pass2');
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(api.passwordChange).toHaveBeenCalledWith({ pwd: 'secret-pass1', newPwd: 'better-pass2' }),
    );
    await waitFor(() => expect(within(section).getByLabelText<HTMLInputElement>('Current password').value).toBe(''));
  });

  it('saves the language and the newsletter choice', async () => {
    await openProfile();
    api.preferencesUpdate.mockImplementation(async (change: object) => ({
      language: 'en',
      newsletter: false,
      ...change,
    }));
    fireEvent.click(screen.getByRole('radio', { name: '简体中文 (Simplified Chinese)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() => expect(api.preferencesUpdate).toHaveBeenCalledWith({ language: 'zh-cn' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me the newsletter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save newsletter choice' }));
    await waitFor(() => expect(api.preferencesUpdate).toHaveBeenLastCalledWith({ newsletter: true }));
  });
});

const ADDRESS: Address = {
  id: 11,
  kind: 'delivery',
  isDefault: true,
  contactName: 'Alex Morgan',
  companyName: '',
  line1: '1 High Street',
  line2: '',
  town: 'Leeds',
  county: '',
  postcode: 'LS1 1AA',
  country: 'GB',
  phone: '0113 496 0000',
};
const SECOND: Address = { ...ADDRESS, id: 12, isDefault: false, line1: '2 Mill Road', postcode: 'LS2 2BB' };
const nameOf = (a: Address) => `${a.contactName}, ${a.line1}, ${a.postcode}`;

describe('/acAddress', () => {
  async function openBook(list: Address[]) {
    api.addressList.mockResolvedValue({ list, shared: [] });
    render(
      <AddressBookPage
        locale="en"
        strings={t.accountProfile}
        address={{ ...t.basket.address, cancel: 'Cancel' }}
        gate={t.account}
      />,
    );
    await screen.findByRole('heading', { name: 'Delivery addresses' });
  }

  it('edits an address in its place and sends only its fields', async () => {
    await openBook([ADDRESS, SECOND]);
    api.addressUpdate.mockImplementation(async (body: Address) => ({ ...SECOND, ...body }));
    fireEvent.click(screen.getByRole('button', { name: `Edit address: ${nameOf(SECOND)}` }));
    const line1 = screen.getByLabelText<HTMLInputElement>('Address line 1');
    expect(line1.value).toBe('2 Mill Road');
    expect(document.activeElement).toBe(screen.getByLabelText('Contact name'));
    fireEvent.change(line1, { target: { value: '3 Mill Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(api.addressUpdate).toHaveBeenCalledOnce());
    const { id: _, kind: _kind, isDefault: _isDefault, ...fields } = SECOND;
    // Only what pri/addressUpdate takes: its kind and default are not the form's to change.
    expect(api.addressUpdate.mock.calls[0]![0]).toStrictEqual({ ...fields, id: 12, line1: '3 Mill Road' });
    const card = await screen.findByRole('article', { name: 'Alex Morgan, 3 Mill Road, LS2 2BB' });
    await waitFor(() => expect(document.activeElement).toBe(card));
  });

  it('makes an address the default and deletes one after asking', async () => {
    await openBook([ADDRESS, SECOND]);
    api.addressSetDefault.mockResolvedValue({
      list: [
        { ...ADDRESS, isDefault: false },
        { ...SECOND, isDefault: true },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: `Make default: ${nameOf(SECOND)}` }));
    await waitFor(() => expect(api.addressSetDefault).toHaveBeenCalledWith(12));
    expect(await screen.findByRole('button', { name: `Make default: ${nameOf(ADDRESS)}` })).toBeTruthy();

    api.addressDelete.mockResolvedValue({ list: [{ ...SECOND, isDefault: true }] });
    fireEvent.click(screen.getByRole('button', { name: `Delete address: ${nameOf(ADDRESS)}` }));
    expect(api.addressDelete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.addressDelete).toHaveBeenCalledWith(11));
    await waitFor(() => expect(screen.queryByRole('article', { name: nameOf(ADDRESS) })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Delivery addresses' }));
  });
});

const item = (id: number, name: string, partNo: string | null = null): BrowseHistoryItem => ({
  viewedAt: '2026-11-20T10:00:00Z',
  viewCount: 2,
  family: {
    id,
    code: `LH-${id}`,
    slug: `family-${id}`,
    name,
    nameZh: name,
    material: '',
    materialZh: '',
    imageUrl: null,
    pictureUrl: `/api/unpri/partPicture?partNo=LH-${id}-1-ST`,
    categoryId: 1,
    variantCount: 1,
    fromPricePence: 100,
  },
  partNo,
});
const pageOf = (list: BrowseHistoryItem[], total = list.length): Page<BrowseHistoryItem> => ({
  total,
  page: 1,
  pageSize: 12,
  list,
});

describe('/browseHistory', () => {
  it('lists viewed products with a link back, removes one and clears all after asking', async () => {
    api.browseHistoryList.mockResolvedValueOnce(pageOf([item(3, 'Pull handle'), item(4, 'Hinge', 'LH-4-100-AL')]));
    render(<HistoryPage locale="en" strings={t.accountProfile} gate={t.account} />);
    const open = await screen.findByRole('link', { name: 'Open again: Pull handle' });
    expect(open.getAttribute('href')).toBe('/goodsInfo/3/family-3');
    // The part last chosen on a family's page is shown, and opening the page again chooses it.
    expect(screen.getByRole('link', { name: 'Open again: Hinge' }).getAttribute('href')).toBe(
      '/goodsInfo/4/family-4?partNo=LH-4-100-AL',
    );
    expect(screen.getByText('Last chosen: LH-4-100-AL')).toBeTruthy();
    // Each shows a picture: the part last chosen where there is one, else the family's first part.
    const pictures = (name: string) => screen.getByRole('article', { name }).querySelector('img')?.getAttribute('src');
    expect(pictures('Hinge')).toBe('/api/unpri/partPicture?partNo=LH-4-100-AL');
    expect(pictures('Pull handle')).toBe('/api/unpri/partPicture?partNo=LH-3-1-ST');
    expect(screen.getAllByText('Viewed 2 times')).toHaveLength(2);

    api.browseHistoryRemove.mockResolvedValue({ removed: 1 });
    api.browseHistoryList.mockResolvedValueOnce(pageOf([item(4, 'Hinge')]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from history: Pull handle' }));
    await waitFor(() => expect(api.browseHistoryRemove).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pull handle' })).toBeNull());

    api.browseHistoryClear.mockResolvedValue({ removed: 1 });
    api.browseHistoryList.mockResolvedValueOnce(pageOf([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(screen.getByText('Remove every product from your browse history? (1 in all)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, clear all' })));
    expect(api.browseHistoryClear).toHaveBeenCalledOnce();
    expect(await screen.findByText('You have not viewed any products yet.')).toBeTruthy();
  });
});

describe('/acInformation: VAT and EORI numbers', () => {
  async function openNumbers(taxNumbers: BuyerTaxNumbers) {
    api.userInfo.mockResolvedValue(INFO);
    api.taxNumbersGet.mockResolvedValue(taxNumbers);
    render(<ProfilePage locale="en" strings={t.accountProfile} register={t.register} gate={t.account} />);
    return screen.findByRole('region', { name: 'VAT and EORI numbers' });
  }

  it("saves an individual's numbers and says how the VAT number was checked", async () => {
    const section = await openNumbers(OWN_NUMBERS);
    api.ownTaxNumbersUpdate.mockResolvedValue({
      ...OWN_NUMBERS,
      own: { vatNo: 'GB980780684', vatNoCheck: 'formatChecked', vatNoCheckedAt: '2026-11-29T10:00:00Z', eoriNo: '' },
    });
    fireEvent.change(within(section).getByRole('textbox', { name: 'VAT number' }), {
      target: { value: 'gb 980 7806 84' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save numbers' }));
    await waitFor(() => expect(api.ownTaxNumbersUpdate).toHaveBeenCalledWith({ vatNo: 'gb 980 7806 84', eoriNo: '' }));
    expect(await within(section).findByText('Format and check digits checked on 29 November 2026.')).toBeTruthy();
    expect(within(section).getByRole<HTMLInputElement>('textbox', { name: 'VAT number' }).value).toBe('GB980780684');
  });

  it("puts the server's refusal under the field it names, and refuses too long a number before sending", async () => {
    const section = await openNumbers(OWN_NUMBERS);
    const { ApiCallError } = await import('../../../src/api/answer.ts');
    api.ownTaxNumbersUpdate.mockRejectedValue(
      new ApiCallError(
        400,
        'DE136695977 is not a valid VAT number for DE (Germany): it should look like DE123456789 and its check digits must add up.',
        'vatNo',
      ),
    );
    const vat = within(section).getByRole('textbox', { name: 'VAT number' });
    fireEvent.change(vat, { target: { value: 'DE136695977' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save numbers' }));
    await waitFor(() => expect(vat.getAttribute('aria-invalid')).toBe('true'));
    expect(within(section).getByText(/is not a valid VAT number for DE \(Germany\)/)).toBeTruthy();
    expect(document.activeElement).toBe(vat);

    api.ownTaxNumbersUpdate.mockReset();
    fireEvent.change(within(section).getByRole('textbox', { name: 'EORI number' }), {
      target: { value: 'GB'.padEnd(21, '1') },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Save numbers' }));
    expect(await within(section).findByText('Enter at most 20 characters')).toBeTruthy();
    expect(api.ownTaxNumbersUpdate).not.toHaveBeenCalled();
  });

  it("shows a company member the company's numbers without a field to change them", async () => {
    const section = await openNumbers({
      own: null,
      company: { ...NO_NUMBERS, vatNo: 'DE136695976' },
      canChangeCompany: false,
    });
    expect(within(section).getByText('DE136695976')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Go to Team' }).getAttribute('href')).toBe('/acTeam');
  });
});
