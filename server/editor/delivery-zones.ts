import type { DeliveryZoneList, DeliveryZoneRecord, DeliveryZoneSaveRequest } from '#contract/calls/staff-delivery.ts';
import { fillBoth } from '#contract/i18n/text.ts';
import { recordChange, type EditorSession } from '../auth/editor.ts';
import type { Db } from '../db/connect.ts';
import type { DeliveryZone } from '../domain/delivery/zones.ts';
import { ApiError, CODE } from '../http/api-error.ts';
import { DELIVERY_MESSAGES as M } from '../i18n/delivery-messages.ts';
import { readDeliveryZones } from '../shop/delivery-tables.ts';
import { readZoneInput, type ZoneInput } from './delivery-zone-input.ts';

/** A zone as the console lists it: its areas as "GB" or "GB IV". */
function toRecord(zone: DeliveryZone): DeliveryZoneRecord {
  const { areas, ...rest } = zone;
  return { ...rest, areas: areas.map((a) => (a.postcodeArea ? `${a.country} ${a.postcodeArea}` : a.country)) };
}

export async function listDeliveryZones(db: Db): Promise<DeliveryZoneList> {
  return { zones: (await readDeliveryZones(db)).map(toRecord) };
}

/** Refuses a zone whose name, areas or rest-of-the-world flag another zone already has. */
function checkAgainstOthers(zones: readonly DeliveryZone[], input: ZoneInput, id: number | undefined): void {
  const others = zones.filter((z) => z.id !== id);
  const named = others.find((z) => z.nameEn.toLowerCase() === input.nameEn.toLowerCase());
  if (named) throw new ApiError(CODE.badInput, fillBoth(M.zoneNameTaken, { zone: named.nameEn }), { field: 'nameEn' });
  const restOfWorld = others.find((z) => z.restOfWorld);
  if (input.restOfWorld && restOfWorld)
    throw new ApiError(CODE.badInput, fillBoth(M.restOfWorldTaken, { zone: restOfWorld.nameEn }), {
      field: 'restOfWorld',
    });
  for (const area of input.areas) {
    const owner = others.find((z) =>
      z.areas.some((a) => a.country === area.country && a.postcodeArea === area.postcodeArea),
    );
    if (owner)
      throw new ApiError(
        CODE.badInput,
        fillBoth(M.areaTaken, { area: `${area.country} ${area.postcodeArea}`.trim(), zone: owner.nameEn }),
        { field: 'areas' },
      );
  }
}

/** Writes the zone's areas, services and bands afresh (the zone's row exists). */
async function writeZoneParts(tx: Db, zoneId: number, input: ZoneInput): Promise<void> {
  await tx.deleteFrom('deliveryZoneAreas').where('zoneId', '=', zoneId).execute();
  await tx.deleteFrom('deliveryServices').where('zoneId', '=', zoneId).execute();
  if (input.areas.length > 0)
    await tx
      .insertInto('deliveryZoneAreas')
      .values(input.areas.map((a) => ({ zoneId, ...a })))
      .execute();
  for (const { bands, ...service } of input.services) {
    const { id } = await tx
      .insertInto('deliveryServices')
      .values({ zoneId, ...service })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('deliveryBands')
      .values(bands.map((b) => ({ serviceId: id, ...b })))
      .execute();
  }
}

/**
 * Adds a zone or replaces one whole, in one transaction with its audit record: checked first, so a
 * refusal saves nothing. The tables are locked so two administrators cannot both claim one area.
 */
export async function saveDeliveryZone(
  db: Db,
  staff: EditorSession,
  request: DeliveryZoneSaveRequest,
): Promise<DeliveryZoneList> {
  const input = readZoneInput(request);
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('deliveryZones').select('id').forUpdate().execute();
    const zones = await readDeliveryZones(tx);
    const before = request.id === undefined ? undefined : zones.find((z) => z.id === request.id);
    if (request.id !== undefined && !before) throw new ApiError(CODE.notFound, M.noSuchZone);
    checkAgainstOthers(zones, input, request.id);
    const row = {
      nameEn: input.nameEn,
      nameZh: input.nameZh,
      restOfWorld: input.restOfWorld,
      dutiesPaid: input.dutiesPaid,
    };
    const zoneId = before
      ? (
          await tx
            .updateTable('deliveryZones')
            .set(row)
            .where('id', '=', before.id)
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
      : (
          await tx
            .insertInto('deliveryZones')
            .values({ ...row, sortOrder: zones.length + 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    await writeZoneParts(tx, zoneId, input);
    await recordChange(tx, staff, {
      area: 'delivery',
      recordId: zoneId,
      action: before ? 'update' : 'create',
      summary: `Delivery zone ${input.nameEn}${input.dutiesPaid ? ' (duties paid)' : ''}: ${input.services.map((s) => `${s.service} ${s.bands.map((b) => `≤${b.upToGrams} g £${(b.pricePence / 100).toFixed(2)}`).join(', ')}`).join('; ')}`,
    });
  });
  return listDeliveryZones(db);
}

/** Deletes a zone (its destinations then fall to the rest of the world, which itself cannot go). */
export async function deleteDeliveryZone(db: Db, staff: EditorSession, id: number): Promise<DeliveryZoneList> {
  await db.transaction().execute(async (tx) => {
    const zone = await tx
      .selectFrom('deliveryZones')
      .select(['id', 'nameEn', 'restOfWorld'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!zone) throw new ApiError(CODE.notFound, M.noSuchZone);
    if (zone.restOfWorld) throw new ApiError(CODE.conflict, M.lastZone);
    await tx.deleteFrom('deliveryZones').where('id', '=', id).execute();
    await recordChange(tx, staff, {
      area: 'delivery',
      recordId: id,
      action: 'delete',
      summary: `Delivery zone ${zone.nameEn} deleted`,
    });
  });
  return listDeliveryZones(db);
}
