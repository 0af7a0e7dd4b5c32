import type { BilingualText } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';
import { ApiError } from '../http/api-error.ts';
import { addPart } from './basket.ts';

interface WantedPart {
  partNo: string;
  quantity: number;
}

/**
 * Adds each wanted part to the buyer's basket (the basket prices it at today's price). A part the
 * shop does not sell is handed back with `unsold` as its reason, one the basket refuses with the
 * basket's reason; the rest are added, in order.
 */
export async function addParts<W extends WantedPart>(
  db: Db,
  userId: number,
  wanted: readonly W[],
  unsold: BilingualText,
): Promise<{ added: WantedPart[]; refused: { part: W; reason: BilingualText }[] }> {
  const sold = new Set(
    wanted.length === 0
      ? []
      : (
          await db
            .selectFrom('variants')
            .select('partNo')
            .where(
              'partNo',
              'in',
              wanted.map((w) => w.partNo),
            )
            .execute()
        ).map((v) => v.partNo),
  );
  const added: WantedPart[] = [];
  const refused: { part: W; reason: BilingualText }[] = [];
  for (const part of wanted) {
    if (!sold.has(part.partNo)) {
      refused.push({ part, reason: unsold });
      continue;
    }
    try {
      await addPart(db, userId, part.partNo, part.quantity);
      added.push({ partNo: part.partNo, quantity: part.quantity });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      refused.push({ part, reason: error.text });
    }
  }
  return { added, refused };
}
