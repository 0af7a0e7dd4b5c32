import { sql, type Kysely } from 'kysely';

/**
 * Whether a family's drawing was uploaded by an editor (true) or drawn by the shop (false: the
 * seed's, or one drawn from its kind of solid and dimensions). Only a drawn one is redrawn when the
 * kind, its mapping or a variant's dimensions change (server/downloads/family-drawing.ts); an
 * uploaded one stays until an editor asks for a drawn one again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE product_families ADD COLUMN drawing_uploaded boolean NOT NULL DEFAULT false`.execute(db);
}
