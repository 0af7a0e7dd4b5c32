import type { FastifyInstance } from 'fastify';
import { staffAccountRoutes } from './accounts.ts';
import { staffBankDetailsRoutes } from './bank-details.ts';
import { staffTaxRateRoutes } from './tax-rates.ts';
import { staffCompanyRoutes } from './companies.ts';
import { staffCustomerRoutes } from './customers.ts';
import { staffCustomerPartNoRoutes } from './customer-part-numbers.ts';
import { staffDeliveryRoutes } from './delivery.ts';
import { staffMailRoutes } from './mail.ts';
import { staffOrderRoutes } from './orders.ts';
import { staffPriceListRoutes } from './price-lists.ts';
import { staffPunchOutRoutes } from './punch-out.ts';
import { staffQuoteRoutes } from './quotes.ts';
import { staffReturnRoutes } from './returns.ts';
import { staffSignOnRoutes } from './sign-on.ts';

/** The staff console's sales and admin calls (staff/…); each plugin checks the caller's role before the body is read. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [
    staffOrderRoutes,
    staffCustomerRoutes,
    staffCompanyRoutes,
    staffAccountRoutes,
    staffMailRoutes,
    staffBankDetailsRoutes,
    staffPriceListRoutes,
    staffQuoteRoutes,
    staffCustomerPartNoRoutes,
    staffTaxRateRoutes,
    staffDeliveryRoutes,
    staffPunchOutRoutes,
    staffSignOnRoutes,
    staffReturnRoutes,
  ])
    await app.register(routes);
}
