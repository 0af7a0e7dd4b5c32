import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BrowseHistoryItem } from '#contract/calls/browse-history.ts';
import type { LoginAnswer } from '#contract/calls/login.ts';
import type { Page as ListPage } from '#contract/calls/paging.ts';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady, sessionValues, visitorMoves } from './header-support.ts';

// The product page records a logged-in buyer's view (pri/browseRecord), silently; logged out it sends nothing.

async function family(request: APIRequestContext, id: number): Promise<ProductDetail> {
  return (await (await request.post('/api/unpri/productDetail', { data: { id } })).json()).data as ProductDetail;
}

async function logInByApi(request: APIRequestContext, email: string): Promise<LoginAnswer> {
  return (await (await request.post('/api/unpri/userLogin', { data: { email, pwd: DEMO_PASSWORD } })).json())
    .data as LoginAnswer;
}

/** Starts the tab's session as the sign-in dialog does, before the page's scripts run. */
async function useSession(
  page: Page,
  session: Pick<LoginAnswer, 'token' | 'firstName' | 'id' | 'blongCompany'>,
): Promise<void> {
  await page.addInitScript((s) => {
    sessionStorage.setItem('token', s.token);
    sessionStorage.setItem('firstName', s.firstName);
    sessionStorage.setItem('id', String(s.id));
    sessionStorage.setItem('blongCompany', s.blongCompany ? '1' : '0');
  }, session);
}

const recordCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/pri/browseRecord')) calls.push(request.postData() ?? '');
  });
  return calls;
};

test('a logged-in buyer’s product view appears in the browse history', async ({ page, request }) => {
  const login = await logInByApi(request, 'admin@acme.example');
  const product = await family(request, 7);
  await useSession(page, login);
  const calls = recordCalls(page);

  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/pri/browseRecord'));
  await page.goto(`/goodsInfo/${product.id}/${product.slug}`);
  expect(await (await recorded).json()).toMatchObject({ code: 200, data: { recorded: true } });
  await islandsReady(page);
  await visitorMoves(page);
  expect(calls).toEqual([JSON.stringify({ id: product.id })]);

  // Choosing a variant records it as the family's last choice; the history page opens it again.
  const part = product.variants[1]!.partNo;
  const chosen = page.waitForResponse(
    (r) => r.url().endsWith('/api/pri/browseRecord') && r.request().postData()!.includes(part),
  );
  await page.getByRole('table').getByRole('radio', { name: part, exact: true }).check();
  expect(await (await chosen).json()).toMatchObject({ code: 200 });
  expect(calls).toEqual([JSON.stringify({ id: product.id }), JSON.stringify({ id: product.id, partNo: part })]);

  const answer = await request.post('/api/pri/browseHistoryList', { data: {}, headers: { token: login.token } });
  const history = (await answer.json()).data as ListPage<BrowseHistoryItem>;
  const item = history.list.find((i) => i.family.id === product.id);
  expect(item?.family).toMatchObject({ id: product.id, slug: product.slug, name: product.name });
  expect(item?.partNo).toBe(part);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto('/browseHistory');
  await islandsReady(page);
  const open = page.getByRole('link', { name: `Open again: ${product.name}` });
  await expect(open).toHaveAttribute('href', `/goodsInfo/${product.id}/${product.slug}?partNo=${part}`);
  await open.click();
  await islandsReady(page);
  await expect(page.getByRole('region', { name: 'Your choice' }).getByTestId('chosen-part-no')).toHaveText(part);
});

test('logged out, the product page records nothing', async ({ page, request }) => {
  const product = await family(request, 7);
  const calls = recordCalls(page);
  await page.goto(`/goodsInfo/${product.id}/${product.slug}`);
  await islandsReady(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('a token the server no longer knows is cleared without a message', async ({ page, request }) => {
  const product = await family(request, 7);
  await useSession(page, { token: 'x'.repeat(43), firstName: 'Alex', id: 1, blongCompany: false });
  // The view's record or the header's unread count, whichever asks first, meets the 701 and ends the session.
  const refused = page.waitForResponse((r) => r.url().includes('/api/pri/'));
  await page.goto(`/goodsInfo/${product.id}/${product.slug}`);
  expect((await (await refused).json()).code).toBe(701);
  await expect.poll(async () => (await sessionValues(page)).token).toBeUndefined();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
