import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfillShapes } from '../../server/db/migrations/023-family-shapes-backfill.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

const shapes = async () =>
  Object.fromEntries(
    (await api.db.selectFrom('productFamilies').select(['id', 'shape']).orderBy('id').execute()).map((r) => [
      r.id,
      r.shape,
    ]),
  );

const picture = async (partNo: string) =>
  (await api.app.inject({ method: 'GET', url: `/api/unpri/partPicture?partNo=${partNo}` })).body;

describe('migration 023: a kind of solid for families that have none', () => {
  it('gives back each demo family the kind the seed gave it, leaves changed and chosen ones alone, and changes nothing the second time', async () => {
    const seeded = await shapes();
    const families = await api.db
      .selectFrom('productFamilies')
      .select(['id', 'dimensionColumns'])
      .orderBy('id')
      .execute();
    expect(families.length).toBeGreaterThan(100);
    const [relabelled, chosen] = [families[1]!, families[2]!];
    const part = await api.db
      .selectFrom('variants')
      .select('partNo')
      .where('familyId', '=', families[0]!.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const seededPicture = await picture(part.partNo);

    // A database from before migration 012: no family has a kind, and pictures fall back to a plain box.
    await api.db.updateTable('productFamilies').set({ shape: null }).execute();
    expect(await picture(part.partNo)).not.toBe(seededPicture);
    // An editor renamed one column of one family; another family was given a kind of the editor's choosing.
    await sql`UPDATE product_families SET dimension_columns = jsonb_set(dimension_columns, '{0,labelEn}', '"Renamed"') WHERE id = ${relabelled.id}`.execute(
      api.db,
    );
    const [first, second] = chosen.dimensionColumns.map((c) => c.key);
    const mine = { kind: 'cylinder', params: { diameter: first!, height: second! } };
    await api.db
      .updateTable('productFamilies')
      .set({ shape: JSON.stringify(mine) })
      .where('id', '=', chosen.id)
      .execute();

    await backfillShapes(api.db);
    const after = await shapes();
    expect(after).toEqual({ ...seeded, [relabelled.id]: null, [chosen.id]: mine });
    expect(await picture(part.partNo)).toBe(seededPicture);

    await backfillShapes(api.db);
    expect(await shapes()).toEqual(after);
  });
});
