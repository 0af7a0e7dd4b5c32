import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/tax-numbers.ts';
import { route } from '../../http/route.ts';
import { TAX_MESSAGES } from '../../i18n/tax-messages.ts';
import { readBuyerTaxNumbers, saveCompanyTaxNumbers, saveOwnTaxNumbers } from '../../tax/tax-numbers.ts';

/** A buyer's VAT and EORI numbers: their own, or their company's (contract/calls/tax-numbers.ts). */
export async function taxNumberRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.taxNumbersGet, async ({ session }) => readBuyerTaxNumbers(app.db, session.userId));

  route(app, calls.ownTaxNumbersUpdate, async ({ body, session, say }) => {
    await saveOwnTaxNumbers(app.db, app.vatRegistries, session.userId, body);
    say(TAX_MESSAGES.taxNumbersSaved);
    return readBuyerTaxNumbers(app.db, session.userId);
  });

  route(app, calls.companyTaxNumbersUpdate, async ({ body, session, say }) => {
    await saveCompanyTaxNumbers(app.db, app.vatRegistries, session.userId, body);
    say(TAX_MESSAGES.taxNumbersSaved);
    return readBuyerTaxNumbers(app.db, session.userId);
  });
}
