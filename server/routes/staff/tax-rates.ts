import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-tax-rates.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { route } from '../../http/route.ts';
import { TAX_MESSAGES } from '../../i18n/tax-messages.ts';
import { addTaxRate, readTaxRates, withdrawTaxRate } from '../../tax/tax-rates.ts';

/** VAT rates by destination: every member of staff reads them, administrators change them (contract/calls/staff-tax-rates.ts). */
export async function staffTaxRateRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.taxRatesGet, async () => readTaxRates(app.db));

  route(app, calls.taxRateAdd, async ({ body, session, say }) => {
    await addTaxRate(app.db, session, body);
    say(fillBoth(TAX_MESSAGES.rateAdded, { day: body.effectiveFrom }));
    return readTaxRates(app.db);
  });

  route(app, calls.taxRateWithdraw, async ({ body, session, say }) => {
    await withdrawTaxRate(app.db, session, body.id);
    say(TAX_MESSAGES.rateWithdrawn);
    return readTaxRates(app.db);
  });
}
