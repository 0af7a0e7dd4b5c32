import { expect, test } from '@playwright/test';
import type { ProductDetail } from '#contract/calls/catalogue.ts';
import { DEMO_PASSWORD, islandsReady, logIn } from './header-support.ts';
import { registerBuyer } from './support/register-buyer.ts';

// Delivery by zone and weight (docs/delivery.md): a buyer with a UK mainland address sees the
// zone's services in the basket, chooses next day at checkout and sees its price in both, at a
// laptop's and a phone's width, in English and Chinese.

const WORDS = {
  en: {
    basket: '/basket',
    toCheckout: 'Go to checkout',
    checkout: 'Checkout',
    services: 'Delivery service (UK mainland)',
    nextDay: 'Next-day delivery: £14.95',
    summary: 'Order summary',
    estimate: 'Delivery services to UK mainland',
    inTotals: 'Next-day delivery: £14.95 (in the totals)',
    delivery: 'Delivery£14.95',
  },
  'zh-cn': {
    basket: '/zh-cn/basket',
    toCheckout: '去结账',
    checkout: '结账',
    services: '配送服务（英国本土）',
    nextDay: '次日达：£14.95',
    summary: '订单摘要',
    estimate: '至英国本土的配送服务',
    inTotals: '次日达：£14.95 (已计入合计)',
    delivery: '£14.95',
  },
} as const;

const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 844, height: 390 },
];

let registered = 0;
for (const locale of ['en', 'zh-cn'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`next-day delivery to a mainland address, priced alike in basket and checkout (${locale}, ${viewport.width}×${viewport.height})`, async ({
      page,
      request,
    }) => {
      const w = WORDS[locale];
      await page.setViewportSize(viewport);
      const email = `delivery.${locale}.${viewport.width}.${Date.now()}.${++registered}@e2e.example`;
      const login = (await registerBuyer(request, { firstName: 'Alex', lastName: 'Morgan', email, pwd: DEMO_PASSWORD }))
        .data;
      const headers = { token: login.token };
      const product = (await (await request.post('/api/unpri/productDetail', { data: { id: 3 } })).json())
        .data as ProductDetail;
      await request.post('/api/pri/basketAdd', { data: { partNo: product.variants[0]!.partNo, quantity: 1 }, headers });
      await request.post('/api/pri/addressAdd', {
        data: {
          kind: 'delivery',
          contactName: 'Alex Morgan',
          companyName: '',
          line1: '12 Test Street',
          line2: '',
          town: 'Leeds',
          county: '',
          postcode: 'LS1 1AA',
          country: 'GB',
          phone: '0113 496 0000',
        },
        headers,
      });

      await page.goto('/');
      await islandsReady(page);
      await logIn(page, email);
      await page.goto(w.basket);
      await islandsReady(page);
      const summary = page.getByRole('region', { name: w.summary });
      await expect(summary.getByRole('list', { name: w.estimate })).toContainText(w.nextDay);

      await page.getByRole('button', { name: w.toCheckout }).click();
      const checkout = page.getByRole('form', { name: w.checkout });
      const services = checkout.getByRole('group', { name: w.services });
      await services.getByRole('radio', { name: w.nextDay }).check();
      await expect(services.getByRole('radio', { name: w.nextDay })).toBeChecked();
      await expect(summary.getByRole('list', { name: w.estimate })).toContainText(w.inTotals);
      await expect(summary).toContainText(w.delivery);
      const totals = checkout.getByRole('region', { name: /^(Totals for delivery|配送)/ });
      await expect(totals).toContainText('£14.95');
      await services.getByRole('radio', { name: w.nextDay }).scrollIntoViewIfNeeded();
      await expect(services.getByRole('radio', { name: w.nextDay })).toBeInViewport();
    });
  }
}
