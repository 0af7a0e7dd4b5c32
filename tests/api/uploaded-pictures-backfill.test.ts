import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as markUploadedPictures } from '../../server/db/migrations/027-uploaded-pictures.ts';
import { toBase64 } from './helpers/editor.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
});
afterAll(() => api.close());

describe('migration 027: a picture an editor uploaded before it is kept', () => {
  it('marks as uploaded the families whose picture the change records show uploaded, and no other', async () => {
    const [uploaded, drawn] = await api.db.selectFrom('productFamilies').select('id').orderBy('id').limit(2).execute();
    const editor = await logInAs(api, 'editor@lihda.example');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><text x="10" y="20">Photo</text></svg>';
    expect(
      (
        await editor.call('editor/familyImage', {
          id: uploaded!.id,
          contentType: 'image/svg+xml',
          dataBase64: toBase64(svg),
        })
      ).body.code,
    ).toBe(200);

    // A database from before the migration: the column is not there yet.
    await sql`ALTER TABLE product_families DROP COLUMN image_uploaded`.execute(api.db);
    // Migrations see an untyped database (server/db/migrations/index.ts).
    await markUploadedPictures(api.db as unknown as Kysely<unknown>);
    const marked = await api.db.selectFrom('productFamilies').select('id').where('imageUploaded', '=', true).execute();
    expect(marked.map((f) => f.id)).toEqual([uploaded!.id]);
    expect(marked.map((f) => f.id)).not.toContain(drawn!.id);
  });
});
