import { expect as pageExpect } from '@playwright/test';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../../server/db/connect.ts';
import { islandsReady, logIn, visitorMoves } from '../e2e/header-support.ts';
import { chromiumFlags, testChromiumPath } from '../e2e/support/chromium.ts';
import { checkoutToNewAddress } from '../e2e/support/checkout-address.ts';
import { trustCertificateFlag } from '../support/nginx-lane.ts';

/**
 * The browser half of the nginx lane (tests/system/nginx-lane.test.ts registers it, so both share
 * the one lane and its one build): Chromium through nginx over TLS and HTTP/2, as a buyer's browser
 * meets the deployed shop. Not a *.test.ts file: alone it has no lane to drive.
 */
export interface LaneForBrowser {
  /** nginx's public address, https://127.0.0.1:port. */
  origin(): string;
  /** The certificate made for the lane (PEM file), which Chromium is told to trust by its key. */
  certificate(): string;
  database(): OpenDatabase;
}

export function describeBrowserThroughNginx(lane: LaneForBrowser): void {
  describe('a browser through nginx', () => {
    let browser: Browser;
    let page: Page;

    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: testChromiumPath,
        args: [...chromiumFlags, await trustCertificateFlag(lane.certificate())],
      });
      page = await browser.newPage({ baseURL: lane.origin() });
    });

    afterAll(async () => {
      await browser?.close();
    });

    /** The protocol the page itself came over, as the browser reports it. */
    const protocolOf = (current: Page) =>
      current.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
      );

    it('browses, searches, signs in, fills a basket and orders by bank transfer, then opens the order', async () => {
      await page.goto('/');
      expect(await protocolOf(page)).toBe('h2');
      await islandsReady(page);
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
      await box.fill('knob');
      await box.press('Enter');
      await pageExpect(page).toHaveURL(/\/productList\/knob$/);
      await pageExpect(page.locator('.search-count')).toHaveText(/^\d+ products found/);

      await logIn(page, 'jordan@example.com');
      await page.goBack();
      await pageExpect(page).toHaveURL(/\/productList\/knob$/);
      const firstCard = page.locator('.search-list > li').first().getByRole('link').first();
      const href = (await firstCard.getAttribute('href'))!;
      await firstCard.click();
      await page.waitForURL(`**${href}`);
      const familyId = Number(href.split('/')[2]);
      const variant = await lane
        .database()
        .db.selectFrom('variants')
        .select('partNo')
        .where('familyId', '=', familyId)
        .where('stock', '>', 10)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await islandsReady(page);
      await visitorMoves(page);
      await page.getByRole('radio', { name: variant.partNo, exact: true }).check();
      await page.getByRole('region', { name: 'Your choice' }).getByRole('spinbutton', { name: 'Quantity' }).fill('2');
      await page.getByRole('button', { name: 'Add to basket' }).click();
      await pageExpect(page.getByRole('banner').getByRole('link', { name: /^Basket/ })).toContainText('2');

      await page.goto('/basket');
      await islandsReady(page);
      await pageExpect(
        page.getByRole('table', { name: 'Basket lines' }).getByRole('rowheader', { name: new RegExp(variant.partNo) }),
      ).toBeVisible();
      const checkout = await checkoutToNewAddress(page, {
        contactName: 'Jordan Lane',
        line1: '1 Proxy Row',
        town: 'Leeds',
        postcode: 'ls1 1aa',
        phone: '0113 496 0000',
        listed: '1 Proxy Row, Leeds, LS1 1AA',
      });
      await checkout.getByRole('radio', { name: 'Bank transfer' }).check();
      await checkout.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL(/\/Pay\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const order = await lane
        .database()
        .db.selectFrom('orders')
        .select(['orderNo', 'paymentMethod'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(order.paymentMethod).toBe('bankTransfer');

      // A client shell's path with an id: nginx answers the shell, which reads the id from the address.
      await page.goto(`/acOrderdetails/${id}`);
      await islandsReady(page);
      await pageExpect(page.getByRole('heading', { name: `Order ${order.orderNo}` })).toBeVisible();
      await pageExpect(
        page.getByRole('table', { name: 'Items ordered' }).getByRole('rowheader', { name: variant.partNo }),
      ).toBeVisible();
    });

    it('shows the not-found page with status 404 for an unknown path and for /404', async () => {
      for (const path of ['/no/such/page', '/404']) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await pageExpect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      }
    });
  });
}
