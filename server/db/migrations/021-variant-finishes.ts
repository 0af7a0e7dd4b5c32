import { sql, type Kysely } from 'kysely';

/**
 * A variant's own finish, where a family comes in several (AL natural and ALB black anodised): the
 * configurator offers it as a choice and the search filters by it. Null means the family's finish,
 * so variants written before, and by editors or imports that do not name one, keep meaning what
 * they meant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE variants
      ADD COLUMN finish_en text,
      ADD COLUMN finish_zh text,
      ADD CONSTRAINT variants_finish_both_languages CHECK ((finish_en IS NULL) = (finish_zh IS NULL))`.execute(db);
}
