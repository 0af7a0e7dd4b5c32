import { sql, type Kysely, type Transaction } from 'kysely';
import { slugify } from '#contract/rules/slug.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEVELOPMENT_SECRETS_KEY } from '../auth/secrets-key.ts';
import { sealTotpSecret } from '../auth/second-factor/totp-secret.ts';
import type { Db } from '../db/connect.ts';
import { writingWholeCatalogue } from '../db/family-search.ts';
import type { Database } from '../db/schema.ts';
import { buildCatalogue } from './catalogue/index.ts';
import { demoContent } from './content/index.ts';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET } from './demo-accounts.ts';
import { writeDemoOrders } from './demo-orders.ts';
import { writeDemoPartsLists } from './demo-parts-lists.ts';
import { writeDemoPriceList } from './demo-price-list.ts';
import { writeDemoPunchOut } from './demo-punch-out.ts';
import { writeDemoQuotes } from './demo-quotes.ts';
import { storeSvg } from '../files/store.ts';
import type { SeedCatalogue, SeedContent, SeedFamily } from './types.ts';

/** Rows per INSERT: keeps every statement well under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

async function inChunks<T>(items: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

/** Whether a catalogue is there: its categories are written in the same transaction as everything else (the company row exists, empty, from the migrations on). */
export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function clearCatalogueAndContent(tx: Transaction<Database>): Promise<void> {
  await sql`TRUNCATE variant_price_breaks, variants, product_families, categories, services, pages, company_info, files RESTART IDENTITY CASCADE`.execute(
    tx,
  );
}

async function writeContent(tx: Kysely<Database>, content: SeedContent): Promise<void> {
  const { name, ...lines } = content.company;
  await tx
    .insertInto('companyInfo')
    .values({
      id: 1,
      name,
      addressLine1: lines.addressLine1,
      addressLine2: lines.addressLine2,
      addressLine3: lines.addressLine3,
      addressLine4: lines.addressLine4,
      addressLine5: lines.addressLine5,
      telephone1: lines.telephone1,
      telephone2: lines.telephone2,
      email: lines.email,
      registrationNo: lines.registrationNO,
      vatNo: lines.vatNO,
      eoriNo: lines.eoriNO,
      xieoriNo: lines.xieoriNO,
      bankAccountName: lines.bank.accountName,
      bankName: lines.bank.bankName,
      bankSortCode: lines.bank.sortCode,
      bankAccountNo: lines.bank.accountNumber,
      bankIban: lines.bank.iban,
      bankBic: lines.bank.bic,
    })
    .execute();
  await tx
    .insertInto('services')
    .values(
      content.services.map((s, i) => ({
        id: s.id,
        titleEn: s.title.en,
        titleZh: s.title.zh,
        summaryEn: s.summary.en,
        summaryZh: s.summary.zh,
        bodyEn: s.body.en,
        bodyZh: s.body.zh,
        sortOrder: i + 1,
      })),
    )
    .execute();
  await tx
    .insertInto('pages')
    .values(
      content.pages.map((p) => ({
        slug: p.slug,
        titleEn: p.title.en,
        titleZh: p.title.zh,
        bodyEn: p.body.en,
        bodyZh: p.body.zh,
      })),
    )
    .execute();
}

async function writeCategories(tx: Kysely<Database>, catalogue: SeedCatalogue): Promise<void> {
  const paths = new Map<number, string>();
  const rows = [];
  for (const c of catalogue.categories) {
    const parentPath = c.parentId === null ? undefined : paths.get(c.parentId);
    if (c.parentId !== null && parentPath === undefined)
      throw new Error(`Category ${c.id} comes before its parent ${c.parentId}`);
    const typePath = parentPath === undefined ? String(c.id) : `${parentPath}/${c.id}`;
    paths.set(c.id, typePath);
    const imageFid = await storeSvg(tx, `category-${c.id}.svg`, c.imageSvg);
    rows.push({
      id: c.id,
      parentId: c.parentId,
      level: c.level,
      nameEn: c.name.en,
      nameZh: c.name.zh,
      imageFid,
      sortOrder: c.sortOrder,
      typePath,
    });
  }
  await inChunks(rows, (chunk) => tx.insertInto('categories').values(chunk).execute());
}

async function writeFamily(tx: Kysely<Database>, family: SeedFamily, sortOrder: number): Promise<void> {
  const imageFid = await storeSvg(tx, `${family.code}.svg`, family.imageSvg);
  const drawingFid = await storeSvg(tx, `${family.code}-drawing.svg`, family.drawingSvg);
  await tx
    .insertInto('productFamilies')
    .values({
      id: family.id,
      categoryId: family.categoryId,
      code: family.code,
      slug: slugify(family.name.en),
      nameEn: family.name.en,
      nameZh: family.name.zh,
      descriptionEn: family.description.en,
      descriptionZh: family.description.zh,
      materialEn: family.material.en,
      materialZh: family.material.zh,
      finishEn: family.finish.en,
      finishZh: family.finish.zh,
      dimensionColumns: JSON.stringify(
        family.dimensionColumns.map((c) => ({ key: c.key, labelEn: c.label.en, labelZh: c.label.zh, unit: c.unit })),
      ),
      shape: JSON.stringify(family.shape),
      imageFid,
      drawingFid,
      sortOrder,
    })
    .execute();
  const variants = await tx
    .insertInto('variants')
    .values(
      family.variants.map((v, i) => ({
        familyId: family.id,
        partNo: v.partNo,
        dims: JSON.stringify(v.dims),
        weightGrams: v.weightGrams,
        stock: v.stock,
        leadTimeDays: v.leadTimeDays,
        sortOrder: i + 1,
        finishEn: v.finish?.en ?? null,
        finishZh: v.finish?.zh ?? null,
      })),
    )
    .returning(['id', 'partNo'])
    .execute();
  const idOf = new Map(variants.map((v) => [v.partNo, v.id]));
  const breaks = family.variants.flatMap((v) =>
    v.priceBreaks.map((b) => ({ variantId: idOf.get(v.partNo)!, minQty: b.minQty, unitPricePence: b.unitPricePence })),
  );
  await inChunks(breaks, (chunk) => tx.insertInto('variantPriceBreaks').values(chunk).execute());
}

async function writeDemoAccounts(tx: Kysely<Database>, secretsKey: Buffer | null): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let company = await tx.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY.name).executeTakeFirst();
  company ??= await tx.insertInto('companies').values(DEMO_COMPANY).returning('id').executeTakeFirstOrThrow();
  for (const account of DEMO_ACCOUNTS) {
    const values = {
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      companyId: account.companyRole ? company.id : null,
      companyRole: account.companyRole,
      spendingLimitPence: account.spendingLimitPence ?? null,
      role: account.role ?? ('buyer' as const),
      // The demo addresses are the shop's own examples: verified, so team and credit rights apply.
      emailVerifiedAt: new Date(),
    };
    // Re-seeding restores the demo accounts as documented (password included).
    const { id } = await tx
      .insertInto('users')
      .values(values)
      .onConflict((oc) => oc.column('email').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (account.role) await writeDemoStaffSecret(tx, id, secretsKey);
  }
}

/** The demo staff's authenticator, confirmed and sealed as any, so the console opens with its code as documented. */
async function writeDemoStaffSecret(tx: Kysely<Database>, userId: number, secretsKey: Buffer | null): Promise<void> {
  const secret = sealTotpSecret(DEMO_STAFF_TOTP_SECRET, secretsKey);
  const values = { userId, secret, confirmedAt: new Date(), lastStep: null };
  await tx
    .insertInto('totpSecrets')
    .values(values)
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}

export interface SeedSummary {
  categories: number;
  families: number;
  variants: number;
}

/**
 * Replaces the catalogue and content with the demo data (scale N: N times the families) and
 * restores the demo accounts, in one transaction: a failed seed leaves the database as it was. The
 * demo staff's authenticator secret is sealed under `secretsKey`, the one the API will open it with.
 */
export async function seedDatabase(
  db: Db,
  scale = 1,
  secretsKey: Buffer | null = DEVELOPMENT_SECRETS_KEY,
): Promise<SeedSummary> {
  const catalogue = buildCatalogue(scale);
  await db.transaction().execute(async (tx) => {
    await clearCatalogueAndContent(tx);
    await writeCategories(tx, catalogue);
    await writingWholeCatalogue(tx, async () => {
      let order = 0;
      for (const family of catalogue.families) await writeFamily(tx, family, ++order);
    });
    await writeDemoAccounts(tx, secretsKey);
    await writeDemoPriceList(tx);
    await writeContent(tx, demoContent);
    await writeDemoOrders(tx);
    await writeDemoQuotes(tx);
    await writeDemoPunchOut(tx);
    await writeDemoPartsLists(tx);
  });
  // Fresh statistics, so the planner knows the catalogue's size (PGlite never runs autovacuum).
  await sql`ANALYZE`.execute(db);
  return {
    categories: catalogue.categories.length,
    families: catalogue.families.length,
    variants: catalogue.families.reduce((n, f) => n + f.variants.length, 0),
  };
}
