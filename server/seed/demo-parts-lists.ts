import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { demoUser, demoVariants } from './demo-orders.ts';

/**
 * Parts lists of Acme Engineering Ltd (docs/account.md), so /acList has something to show on a fresh
 * `npm start`: the admin's "Monthly maintenance", shared with the company, which the member orders
 * from; and a private list of the member's with a line the catalogue does not know. Each is made
 * again by owner and name on a re-seed (replacing the catalogue empties every list's lines), other
 * lists left alone.
 */

interface DemoList {
  email: string;
  name: string;
  shared: boolean;
  /** Which demo variants (by position), how many, and a note; or a part number we do not sell. */
  lines: Array<{ position: number; quantity: number; note?: string } | { notFound: string; quantity: number }>;
}

export const DEMO_PARTS_LISTS: readonly DemoList[] = [
  {
    email: 'admin@acme.example',
    name: 'Monthly maintenance',
    shared: true,
    lines: [
      { position: 0, quantity: 10, note: 'Press line guards' },
      { position: 1, quantity: 6 },
      { position: 2, quantity: 4, note: 'Spares cabinet B' },
      { position: 3, quantity: 20 },
      { position: 5, quantity: 8, note: 'Conveyor feet' },
    ],
  },
  {
    email: 'member@acme.example',
    name: 'Cell 4 frame prototype',
    shared: false,
    lines: [
      { position: 4, quantity: 2 },
      { position: 6, quantity: 12, note: 'Door panels' },
      { notFound: 'ACME-FRAME-77', quantity: 1 },
    ],
  },
];

async function writeDemoList(
  tx: Kysely<Database>,
  demo: DemoList,
  variants: Awaited<ReturnType<typeof demoVariants>>,
): Promise<void> {
  const user = await demoUser(tx, demo.email);
  // Made again (its lines go with it): a re-seed gives the list as documented.
  await tx.deleteFrom('partsLists').where('userId', '=', user.id).where('name', '=', demo.name).execute();
  const list = await tx
    .insertInto('partsLists')
    .values({ userId: user.id, companyId: user.companyId, name: demo.name, shared: demo.shared })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('partsListLines')
    .values(
      demo.lines.map((line, i) => {
        const common = { listId: list.id, position: i + 1, quantity: line.quantity };
        if ('notFound' in line) return { ...common, partNo: line.notFound, notFound: true };
        const variant = variants[line.position % variants.length]!;
        return { ...common, partNo: variant.partNo, variantId: variant.id, note: line.note ?? '' };
      }),
    )
    .execute();
}

export async function writeDemoPartsLists(tx: Kysely<Database>): Promise<void> {
  const variants = await demoVariants(tx);
  for (const demo of DEMO_PARTS_LISTS) await writeDemoList(tx, demo, variants);
}
