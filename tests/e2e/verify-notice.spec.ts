import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts.ts';
import { mailedLink } from './support/mailbox.ts';
import { signIn } from './support/pay-order.ts';
import { registerBuyer } from './support/register-buyer.ts';

// /acInformation while the address is unconfirmed: the notice, its button, and the link it sends.

for (const [width, height] of [
  [1366, 800],
  [844, 390],
] as const) {
  test(`an unconfirmed buyer is asked to confirm the address, gets the link again and follows it (${width}x${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const email = `unconfirmed-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await registerBuyer(page.request, {
      firstName: 'Uma',
      lastName: 'Unconfirmed',
      email,
      pwd: DEMO_PASSWORD,
    });
    expect(registered.code, registered.msg).toBe(200);
    const first = await mailedLink(email, '/verifyEmail');

    await signIn(page, email);
    await page.goto('/acInformation');
    const notice = page.getByRole('region', { name: 'Confirm your e-mail address' });
    await expect(notice).toContainText(`We sent a link to ${email}.`);
    const resend = notice.getByRole('button', { name: 'Send the link again' });
    await resend.focus();
    await page.keyboard.press('Enter');
    await expect(notice.getByRole('status')).toHaveText(
      `We have sent a new link to ${email}. It works once, for 24 hours.`,
    );

    // The new link replaces the first one; following it confirms the address, and the notice goes.
    await expect.poll(() => mailedLink(email, '/verifyEmail')).not.toBe(first);
    await page.goto(await mailedLink(email, '/verifyEmail'));
    await expect(
      page.getByRole('status').filter({ hasText: `your e-mail address ${email} is confirmed` }),
    ).toBeVisible();
    await page.goto('/acInformation');
    await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveCount(0);
  });
}
