import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/addresses.ts';
import { route } from '../../http/route.ts';
import { PROFILE_MESSAGES } from '../../i18n/profile-messages.ts';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  listSharedAddresses,
  setDefaultAddress,
  updateAddress,
} from '../../shop/addresses.ts';

/** The checkout's addresses and the address book (/acAddress). Another buyer's address answers 404, as a missing one does. */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.addressList, async ({ session }) => {
    const [list, shared] = await Promise.all([
      listAddresses(app.db, session.userId),
      listSharedAddresses(app.db, session.userId),
    ]);
    return { list, shared };
  });

  route(app, calls.addressAdd, async ({ body, session }) => {
    // The optional lines arrive absent when left empty.
    const { companyName = '', line2 = '', county = '', ...rest } = body;
    return addAddress(app.db, session.userId, { ...rest, companyName, line2, county });
  });

  route(app, calls.addressUpdate, async ({ body, session, say }) => {
    const { id, companyName = '', line2 = '', county = '', ...rest } = body;
    const address = await updateAddress(app.db, session.userId, id, { ...rest, companyName, line2, county });
    say(PROFILE_MESSAGES.addressSaved);
    return address;
  });

  route(app, calls.addressDelete, async ({ body: { id }, session, say }) => {
    const list = await deleteAddress(app.db, session.userId, id);
    say(PROFILE_MESSAGES.addressDeleted);
    return { list };
  });

  route(app, calls.addressSetDefault, async ({ body: { id }, session, say }) => {
    const list = await setDefaultAddress(app.db, session.userId, id);
    say(PROFILE_MESSAGES.defaultSet);
    return { list };
  });
}
