import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/staff-delivery.ts';
import { deleteDeliveryZone, listDeliveryZones, saveDeliveryZone } from '../../editor/delivery-zones.ts';
import { route } from '../../http/route.ts';
import { DELIVERY_MESSAGES } from '../../i18n/delivery-messages.ts';

/** The delivery tables: every member of staff reads them, administrators change them (contract/calls/staff-delivery.ts). */
export async function staffDeliveryRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.deliveryZoneList, async () => listDeliveryZones(app.db));

  route(app, calls.deliveryZoneSave, async ({ body, session, say }) => {
    const zones = await saveDeliveryZone(app.db, session, body);
    say(DELIVERY_MESSAGES.saved);
    return zones;
  });

  route(app, calls.deliveryZoneDelete, async ({ body, session, say }) => {
    const zones = await deleteDeliveryZone(app.db, session, body.id);
    say(DELIVERY_MESSAGES.deleted);
    return zones;
  });
}
