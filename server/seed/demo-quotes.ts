import type { Kysely } from 'kysely';
import { ukDay } from '#contract/format/dates.ts';
import { addDays } from '#contract/rules/calendar-day.ts';
import type { QuoteState } from '#contract/rules/quote-states.ts';
import type { Database } from '../db/schema.ts';
import { demoUser, demoVariants, unitPrice } from './demo-orders.ts';

/**
 * Quotes of Acme Engineering Ltd in different states (docs/quotes.md), so the quote pages and the
 * console's queue have something to show: admin@acme.example holds one quoted and valid for 30 days
 * from the day the demo data is loaded, and two requests wait for sales. Written once (by their
 * references), so a re-seed leaves them and any later quotes alone.
 */

interface DemoQuote {
  email: string;
  reference: string;
  state: QuoteState;
  hoursAgo: number;
  /** Which demo variants (by position), how many, and what the buyer hoped to pay. */
  lines: Array<{ position: number; quantity: number; targetPricePence?: number; note?: string }>;
  message: string;
  /** The version sales sent: a share of the list price, and its last day counted from today. */
  quote?: { percentOfList: number; validForDays: number; leadTimeDays: number; message: string };
  staffReply?: string;
}

const DEMO_QUOTES: readonly DemoQuote[] = [
  {
    email: 'admin@acme.example',
    reference: 'ACME-RFQ-101',
    state: 'quoted',
    hoursAgo: 30,
    lines: [
      { position: 2, quantity: 2500 },
      { position: 4, quantity: 1200, note: 'Stainless A4 if you have it' },
    ],
    message: 'Annual call-off for the press line; deliveries monthly.',
    quote: {
      percentOfList: 88,
      validForDays: 30,
      leadTimeDays: 21,
      message: 'Prices held for call-offs within the validity.',
    },
  },
  {
    email: 'member@acme.example',
    reference: 'ACME-RFQ-102',
    state: 'requested',
    hoursAgo: 20,
    lines: [{ position: 6, quantity: 15_000, targetPricePence: 45, note: 'M10 instead of M8' }],
    message: 'Could you quote the M10 version for the new frame?',
  },
  {
    email: 'admin@acme.example',
    reference: 'ACME-RFQ-103',
    state: 'requested',
    hoursAgo: 3,
    lines: [
      { position: 1, quantity: 400 },
      { position: 7, quantity: 800 },
    ],
    message: 'Project Kestrel, needed on site in three weeks.',
  },
  {
    email: 'member@acme.example',
    reference: 'ACME-RFQ-095',
    state: 'declined',
    hoursAgo: 480,
    lines: [{ position: 3, quantity: 20 }],
    message: 'Longer grip (60 mm) on this handle?',
    staffReply: 'We are sorry: a 60 mm grip is not made for this handle.',
  },
  {
    email: 'admin@acme.example',
    reference: 'ACME-RFQ-088',
    state: 'expired',
    hoursAgo: 1000,
    lines: [{ position: 5, quantity: 3000 }],
    message: 'Spares for the 2026 shutdown.',
    quote: { percentOfList: 90, validForDays: -10, leadTimeDays: 14, message: '' },
  },
];

const HOUR = 3_600_000;

async function writeDemoQuote(
  tx: Kysely<Database>,
  demo: DemoQuote,
  variants: Awaited<ReturnType<typeof demoVariants>>,
  salesId: number,
): Promise<void> {
  const user = await demoUser(tx, demo.email);
  const made = await tx
    .selectFrom('quotes')
    .select('id')
    .where('userId', '=', user.id)
    .where('reference', '=', demo.reference)
    .executeTakeFirst();
  if (made) return;
  const at = new Date(Date.now() - demo.hoursAgo * HOUR);
  const validUntil = demo.quote ? addDays(ukDay(), demo.quote.validForDays) : null;
  const quote = await tx
    .insertInto('quotes')
    .values({
      userId: user.id,
      companyId: user.companyId,
      state: demo.state,
      deliveryCountry: 'GB',
      reference: demo.reference,
      neededBy: demo.hoursAgo < 24 ? addDays(ukDay(), 21) : null,
      versionNo: demo.quote ? 1 : 0,
      validUntil,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lines = demo.lines.map((l, i) => ({ lineNo: i + 1, variant: variants[l.position % variants.length]!, ...l }));
  await tx
    .insertInto('quoteRequestLines')
    .values(
      lines.map((l) => ({
        quoteId: quote.id,
        lineNo: l.lineNo,
        variantId: l.variant.id,
        quantity: l.quantity,
        targetPricePence: l.targetPricePence ?? null,
        note: l.note ?? '',
      })),
    )
    .execute();
  await tx
    .insertInto('quoteMessages')
    .values({ quoteId: quote.id, authorId: user.id, side: 'buyer', body: demo.message, createdAt: at })
    .execute();
  const events: Array<{ kind: string; userId: number | null; stateFrom: QuoteState | null; stateTo: QuoteState }> = [
    { kind: 'requested', userId: user.id, stateFrom: null, stateTo: 'requested' },
  ];
  if (demo.quote) {
    const sentAt = new Date(at.getTime() + 4 * HOUR);
    const version = await tx
      .insertInto('quoteVersions')
      .values({
        quoteId: quote.id,
        versionNo: 1,
        deliveryPence: 0,
        validUntil: validUntil!,
        message: demo.quote.message,
        staffId: salesId,
        createdAt: sentAt,
        sentAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const priced = [];
    for (const l of lines) {
      const list = await unitPrice(tx, l.variant.id, l.quantity);
      const unit = Math.max(1, Math.round((list * demo.quote.percentOfList) / 100));
      priced.push({
        versionId: version.id,
        lineNo: l.lineNo,
        variantId: l.variant.id,
        quantity: l.quantity,
        priceBreaks: JSON.stringify([{ minQty: 1, unitPricePence: unit }]),
        unitPricePence: unit,
        listUnitPricePence: list,
        leadTimeDays: demo.quote.leadTimeDays,
      });
    }
    await tx.insertInto('quoteVersionLines').values(priced).execute();
    if (demo.quote.message)
      await tx
        .insertInto('quoteMessages')
        .values({ quoteId: quote.id, authorId: salesId, side: 'staff', body: demo.quote.message, createdAt: sentAt })
        .execute();
    events.push({ kind: 'sent', userId: salesId, stateFrom: 'requested', stateTo: 'quoted' });
    if (demo.state === 'expired')
      events.push({ kind: 'expired', userId: null, stateFrom: 'quoted', stateTo: 'expired' });
  }
  if (demo.staffReply) {
    await tx
      .insertInto('quoteMessages')
      .values({
        quoteId: quote.id,
        authorId: salesId,
        side: 'staff',
        body: demo.staffReply,
        createdAt: new Date(at.getTime() + 6 * HOUR),
      })
      .execute();
    events.push({ kind: 'declinedBySales', userId: salesId, stateFrom: 'requested', stateTo: 'declined' });
  }
  await tx
    .insertInto('quoteEvents')
    .values(
      events.map((e, i) => ({
        quoteId: quote.id,
        ...e,
        detail: '{}',
        createdAt: new Date(at.getTime() + i * 4 * HOUR),
      })),
    )
    .execute();
}

/** Writes the demo quotes that are not there yet (after the catalogue and the demo accounts). */
export async function writeDemoQuotes(tx: Kysely<Database>): Promise<void> {
  const variants = await demoVariants(tx);
  const sales = await tx.selectFrom('users').select('id').where('role', '=', 'sales').orderBy('id').executeTakeFirst();
  if (variants.length === 0 || !sales) return;
  const oldestFirst = [...DEMO_QUOTES].sort((a, b) => b.hoursAgo - a.hoursAgo);
  for (const demo of oldestFirst) await writeDemoQuote(tx, demo, variants, sales.id);
}
