import { sql, type Kysely } from 'kysely';
import { checkShape } from '#contract/shapes/shape-check.ts';

/**
 * Gives a kind of solid to each family that has none (a database filled before migration 012, or a
 * family made since without one), by recognising its dimension columns: the keys and English labels
 * of a demo kind (server/seed/catalogue/kinds/) give that kind's solid (kinds/solids.ts), as the
 * downloads once recognised them. The table is written out here, not read from the seed, so that
 * this migration does the same thing however the seed changes later; tests/unit/shape-backfill-table.test.ts
 * holds it to the seed. Families whose columns an editor has changed keep no kind (a plain box).
 * Running it again changes nothing: only families without a kind are looked at.
 */

/** Sorted `key:English label` pairs joined by '|', and the shape in the import's `shape` cell form. */
export const SHAPE_BY_COLUMNS: ReadonlyArray<readonly [columns: string, shape: string]> = [
  [
    'd1:Outer diameter|d2:Hub diameter|h1:Height|l1:Thread length|thread:Thread',
    'cylinderStudBelow;diameter=d1;height=h1;studDiameter=thread;studLength=l1',
  ],
  [
    'd1:Hub diameter|h1:Height|l1:Lever length|l2:Thread length|thread:Thread',
    'boxStudBelow;length=l1;width=d1;height=h1;studDiameter=thread;studLength=l2',
  ],
  ['d1:Grip diameter|h1:Height|l1:Hole centres|l2:Overall length|thread:Thread', 'box;length=l2;width=d1;height=h1'],
  ['d1:Outer diameter|d2:Hub diameter|d3:Bore|h1:Hub length', 'cylinder;diameter=d1;height=h1'],
  ['d1:Hub diameter|d2:Bore|h1:Height|l1:Crank radius', 'crank;radius=l1;hubDiameter=d1;height=h1'],
  [
    'd1:Grip diameter|l1:Length|l2:Thread length|thread:Thread',
    'cylinderStudBelow;diameter=d1;height=l1;studDiameter=thread;studLength=l2',
  ],
  [
    'd1:Pin diameter|d2:Knob diameter|l1:Thread length|l2:Pin projection|thread:Thread',
    'cylinderStudBelow;diameter=thread;height=l1;studDiameter=d1;studLength=l2',
  ],
  [
    'F1:Initial spring force|F2:End spring force|d1:Tip diameter|l1:Length|thread:Thread',
    'cylinder;diameter=thread;height=l1',
  ],
  [
    'F1:Initial spring force|F2:End spring force|d1:Tip diameter|d2:Housing diameter|l1:Length',
    'cylinder;diameter=d2;height=l1',
  ],
  [
    'F:Static load|d1:Base diameter|h1:Base height|l1:Stud length|thread:Thread',
    'cylinderStudAbove;diameter=d1;height=h1;studDiameter=thread;studLength=l1',
  ],
  [
    'F:Static load|d1:Outer diameter|h1:Height|l1:Stud length|thread:Thread',
    'cylinderStudAbove;diameter=d1;height=h1;studDiameter=thread;studLength=l1',
  ],
  [
    'F:Load capacity|b1:Wheel width|d1:Wheel diameter|h1:Overall height|l1:Top plate length',
    'castor;plateLength=l1;wheelDiameter=d1;height=h1',
  ],
  ['F:Load capacity|d1:Ball diameter|d2:Housing diameter|h1:Height', 'cylinder;diameter=d2;height=h1'],
  ['b1:Width, opened flat|d1:Mounting hole diameter|l1:Length|s1:Thickness', 'box;length=l1;width=b1;height=s1'],
  ['b1:Width, opened flat|d1:Pin diameter|l1:Length|s1:Thickness', 'box;length=l1;width=b1;height=s1'],
  ['F:Holding force|b1:Width|h1:Height|l1:Length', 'box;length=l1;width=b1;height=h1'],
  ['a:Cam distance|d1:Panel cut-out diameter|drive:Drive|l1:Body length', 'cylinder;diameter=d1;height=l1'],
  ['a:Cam distance|b1:Width|h1:Height|l1:Handle length', 'box;length=l1;width=b1;height=h1'],
  ['b1:Width|h1:Height|s1:Clamping range, min.|s2:Clamping range, max.', 'metreProfile;width=b1;height=h1'],
  ['b1:Width|h1:Height|s1:Sealing gap, min.|s2:Sealing gap, max.', 'metreProfile;width=b1;height=h1'],
  ['b1:Holder width|h1:Overall height|h2:Bristle length', 'metreProfile;width=b1;height=h1'],
  [
    'F:Force|d1:Tube diameter|d2:Rod diameter|l1:Extended length|s:Stroke|thread:Thread',
    'gasSpring;tubeDiameter=d1;rodDiameter=d2;extendedLength=l1;stroke=s',
  ],
  ['b1:Width|d1:Pin or ball diameter|l1:Length|thread:Thread', 'box;length=b1;width=b1;height=l1'],
  [
    'b1:Width|b2:Cut-out width|h1:Installation depth|l1:Overall length|l2:Cut-out length',
    'box;length=l1;width=b1;height=h1',
  ],
  ['F:Holding force|b1:Base width|h1:Height|l1:Length|thread:Spindle thread', 'box;length=l1;width=b1;height=h1'],
  ['F:Clamping force|b1:Jaw width|h1:Jaw height|l1:Overall length|s1:Max. opening', 'box;length=l1;width=b1;height=h1'],
  ['b1:Jaw width|d1:Mounting hole diameter|h1:Jaw height|s1:Thickness', 'box;length=b1;width=s1;height=h1'],
  ['F:Clamping force|h1:Height|l1:Arm length|s:Stroke|thread:Thread', 'cylinder;diameter=l1;height=h1'],
  ['b1:Width|d1:Slot width|h1:Height|l1:Length|thread:Bolt thread', 'box;length=l1;width=b1;height=h1'],
  ['a:T-slot width|b1:Width|h1:Height|l1:Length|thread:Thread', 'box;length=l1;width=b1;height=h1'],
  [
    'a:T-slot width|b1:Width|h1:Head height|l1:Length|thread:Thread',
    'boxStudAbove;length=b1;width=a;height=h1;studDiameter=thread;studLength=l1',
  ],
  ['d1:Outer diameter|h1:Height|thread:Thread', 'cylinder;diameter=d1;height=h1'],
  [
    'd1:Locating diameter (g6)|d2:Shank diameter|l1:Locating length|l2:Shank length',
    'cylinderStudBelow;diameter=d1;height=l1;studDiameter=d2;studLength=l2',
  ],
  [
    'd1:Pin diameter|h1:Handle height|l1:Usable length|l2:Handle width',
    'ballLockPin;handleWidth=l2;handleHeight=h1;pinDiameter=d1;pinLength=l1',
  ],
  [
    'd1:Bore|d2:Outer diameter|d3:Collar diameter|h1:Collar height|l1:Length',
    'bush;collarDiameter=d3;collarHeight=h1;bodyDiameter=d2;overallLength=l1',
  ],
  [
    'd1:Head diameter|d2:Shank diameter|h1:Head height|l1:Shank length',
    'cylinderStudBelow;diameter=d1;height=h1;studDiameter=d2;studLength=l1',
  ],
  ['b1:Width|d1:System bore (H7)|h1:Thickness|l1:Length|p1:Grid pitch', 'box;length=l1;width=b1;height=h1'],
  ['b1:Width|h1:Height|l1:Length|s1:Wall thickness', 'box;length=l1;width=b1;height=h1'],
  ['F:Static load|d1:Base diameter|h1:Min. height|h2:Max. height|thread:Thread', 'cylinder;diameter=d1;height=h1'],
];

interface ColumnJson {
  key: string;
  labelEn: string;
}

export const columnsSignature = (columns: readonly ColumnJson[]): string =>
  columns
    .map((c) => `${c.key}:${c.labelEn}`)
    .sort()
    .join('|');

const SHAPES = new Map(SHAPE_BY_COLUMNS);

/** The shape a family's columns are recognised as, checked as the editor and the import check one; undefined when none fits. */
export function inferredShape(columns: readonly ColumnJson[]) {
  const cell = SHAPES.get(columnsSignature(columns));
  if (cell === undefined) return undefined;
  const [kind = '', ...pairs] = cell.split(';');
  const params = Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, string]));
  const check = checkShape(
    { kind, params },
    columns.map((c) => c.key),
  );
  return check.ok ? check.shape : undefined;
}

export async function up<Schema>(db: Kysely<Schema>): Promise<void> {
  const { rows } = await sql<{ id: number; columns: ColumnJson[] }>`
    SELECT id, dimension_columns AS columns FROM product_families WHERE shape IS NULL ORDER BY id`.execute(db);
  for (const row of rows) {
    const shape = inferredShape(row.columns);
    if (shape)
      await sql`UPDATE product_families SET shape = ${JSON.stringify(shape)}::jsonb WHERE id = ${row.id} AND shape IS NULL`.execute(
        db,
      );
  }
}
