import { sql, type Kysely } from 'kysely';

/**
 * Whether a family's picture was uploaded by an editor (true) or drawn by the shop (false: the
 * seed's, or one drawn from its first part). Only a drawn one is redrawn when the kind, its mapping,
 * a dimension or a finish change (server/downloads/family-picture.ts). Pictures uploaded before this
 * column are known by their change records (server/editor/families.ts records action 'image').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_families ADD COLUMN image_uploaded boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    UPDATE product_families SET image_uploaded = true
    WHERE id::text IN (SELECT record_id FROM editor_changes WHERE area = 'family' AND action = 'image')
  `.execute(db);
}
