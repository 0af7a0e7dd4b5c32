import type { BomMatchAnswer, BomRow } from '#contract/calls/bom.ts';
import type { Db } from '../db/connect.ts';
import { bomParts } from './bom-parts.ts';
import { partNumberKey } from './part-number-key.ts';
import type { BomLine, ReadBom } from './read-bom.ts';
import { suggestParts } from './suggestions.ts';

type Match = { variantId: number; by: 'partNo' | 'customerPartNo' };

/** Our parts by their number without hyphens: the index of migration 016 serves the comparison. */
async function byOurNumber(db: Db, keys: readonly string[]): Promise<Map<string, number[]>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('variants')
    .select(['id', (eb) => eb.fn<string>('replace', ['partNo', eb.val('-'), eb.val('')]).as('key')])
    .where((eb) => eb.fn('replace', ['partNo', eb.val('-'), eb.val('')]), 'in', [...keys])
    .orderBy('partNo')
    .execute();
  const byKey = new Map<string, number[]>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.id]);
  return byKey;
}

/** The buyer's company's own numbers, compared the same way (none outside a company). */
async function byCompanyNumber(db: Db, userId: number, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('customerPartNumbers as cpn')
    .innerJoin('users as u', 'u.companyId', 'cpn.companyId')
    .select([
      'cpn.variantId',
      (eb) => eb.fn<string>('replace', ['cpn.customerPartNo', eb.val('-'), eb.val('')]).as('key'),
    ])
    .where('u.id', '=', userId)
    .where((eb) => eb.fn('replace', ['cpn.customerPartNo', eb.val('-'), eb.val('')]), 'in', [...keys])
    .execute();
  return new Map(rows.map((r) => [r.key, r.variantId]));
}

/**
 * Every row of a read BOM matched: our part number first (any case, spaces, dashes), then the
 * company's own number (a number that is also ours stays ours, as in the quick order), else the
 * closest parts as suggestions. Two of our numbers alike but for their hyphens are both suggested.
 * A handful of statements for the whole file, whatever its length.
 */
export async function matchBom(db: Db, userId: number, bom: ReadBom): Promise<BomMatchAnswer> {
  const keyOf = new Map(bom.lines.map((l) => [l, partNumberKey(l.partNoText)]));
  const keys = [...new Set([...keyOf.values()].filter((k) => k !== ''))];
  const ours = await byOurNumber(db, keys);
  const companys = await byCompanyNumber(
    db,
    userId,
    keys.filter((k) => !ours.has(k)),
  );
  const matches = new Map<string, Match>();
  const unmatched: string[] = [];
  const alike = new Map<string, number[]>();
  for (const key of keys) {
    const found = ours.get(key) ?? [];
    const theirs = companys.get(key);
    if (found.length === 1) matches.set(key, { variantId: found[0]!, by: 'partNo' });
    else if (found.length > 1) alike.set(key, found.slice(0, 3));
    else if (theirs !== undefined) matches.set(key, { variantId: theirs, by: 'customerPartNo' });
    else unmatched.push(key);
  }
  const suggested = new Map([...(await suggestParts(db, unmatched)), ...alike]);
  const parts = await bomParts(db, userId, [
    ...[...matches.values()].map((m) => m.variantId),
    ...[...suggested.values()].flat(),
  ]);
  const rowOf = (line: BomLine): BomRow => {
    const key = keyOf.get(line)!;
    const quantity = line.quantity ?? 1;
    const match = matches.get(key);
    const suggestions = (suggested.get(key) ?? []).map((id) => parts.at(id, quantity));
    return {
      ...line,
      status: match ? 'matched' : suggestions.length > 0 ? 'suggested' : 'notFound',
      matchedBy: match?.by ?? null,
      part: match ? parts.at(match.variantId, quantity) : null,
      suggestions,
    };
  };
  const { lines, ...read } = bom;
  return { ...read, rows: lines.map(rowOf) };
}
