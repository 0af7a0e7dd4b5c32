import type { Db } from '../../db/connect.ts';
import { formatPriceBreaks } from '../../editor/catalogue-csv/cells.ts';
import { guardFormula } from '../../editor/catalogue-csv/formula-guard.ts';
import { writeCsv } from '../../editor/catalogue-csv/write.ts';
import { priceListDetail } from '../price-list-read.ts';
import { NET_PRICE_COLUMNS } from './net-price-file.ts';

/** A price list's net prices in the import's layout, by part number (404 for no such list); importing it unchanged changes nothing. */
export async function exportNetPrices(db: Db, priceListId: number): Promise<string> {
  const list = await priceListDetail(db, priceListId);
  const rows = list.rules
    .flatMap((r) => (r.kind === 'net' && r.partNo !== null ? [[r.partNo, formatPriceBreaks(r.breaks)]] : []))
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return writeCsv(
    [[...NET_PRICE_COLUMNS], ...rows].map((cells) => cells.map(guardFormula)),
    { bom: true },
  );
}

/** `lihda-price-list-7-2026-11-29.csv`: the list and the day of the export (UTC). */
export function netPriceFileName(priceListId: number, now: Date = new Date()): string {
  return `lihda-price-list-${priceListId}-${now.toISOString().slice(0, 10)}.csv`;
}
