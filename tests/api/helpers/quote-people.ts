import { logInAs, type Buyer } from './shop.ts';
import type { TestApi } from './test-api.ts';

/** The people the quote tests act as: a company's member and admin, a buyer of no company, sales and an editor. */
export interface QuotePeople {
  member: Buyer;
  companyAdmin: Buyer;
  stranger: Buyer;
  sales: Buyer;
  editor: Buyer;
}

export async function logInQuotePeople(api: Pick<TestApi, 'call'>): Promise<QuotePeople> {
  const [member, companyAdmin, stranger, sales, editor] = (await Promise.all(
    [
      'member@acme.example',
      'admin@acme.example',
      'jordan@example.com',
      'sales@lihda.example',
      'editor@lihda.example',
    ].map((email) => logInAs(api, email)),
  )) as [Buyer, Buyer, Buyer, Buyer, Buyer];
  return { member, companyAdmin, stranger, sales, editor };
}
