import type { SeedCatalogue, SeedCategory, SeedFamily } from '../types.ts';
import { buildFamily } from './build-family.ts';
import { iconSvg } from './drawings.ts';
import { FAMILY_SPECS } from './families/index.ts';
import type { FamilySpec } from './families/spec.ts';
import { KINDS } from './kinds/index.ts';
import { SHAPES, type ShapeKey } from './shapes/index.ts';
import { flattenTree, type TreeCategory } from './tree.ts';

/**
 * The demo catalogue: the category tree and `scale` repetitions of the product family tables.
 * Pure and deterministic: the same scale always gives the same catalogue.
 */
export function buildCatalogue(scale = 1): SeedCatalogue {
  if (!Number.isInteger(scale) || scale < 1) throw new RangeError(`scale must be an integer >= 1, got ${scale}`);
  const tree = flattenTree();
  const leafIds = leafIdsByKey(tree, FAMILY_SPECS);

  const families: SeedFamily[] = [];
  for (let series = 1; series <= scale; series++) {
    FAMILY_SPECS.forEach((spec, i) => {
      const code = series === 1 ? `LH-${spec.no}` : `LH-${spec.no}-S${series}`;
      const categoryId = leafIds.get(spec.leaf);
      if (categoryId === undefined) throw new Error(`No leaf category ${spec.leaf}`);
      families.push(buildFamily(spec, { id: (series - 1) * FAMILY_SPECS.length + i + 1, code, categoryId, series }));
    });
  }

  const icons = categoryIcons(tree, FAMILY_SPECS, leafIds);
  const categories: SeedCategory[] = tree.map(({ id, parentId, level, name, sortOrder }) => ({
    id,
    parentId,
    level,
    name,
    sortOrder,
    // Every category has a family below it (checked above), hence an icon.
    imageSvg: iconSvg(SHAPES[icons.get(id)!]),
  }));
  return { categories, families };
}

/** Leaf ids by key, after checking that families sit only on leaves and every leaf has a family. */
function leafIdsByKey(tree: TreeCategory[], specs: readonly FamilySpec[]): Map<string, number> {
  const byKey = new Map(tree.map((c) => [c.key, c]));
  const numbers = new Set<number>();
  for (const spec of specs) {
    const c = byKey.get(spec.leaf);
    if (!c?.isLeaf) throw new Error(`Family LH-${spec.no} is placed on ${spec.leaf}, which is not a leaf category`);
    if (spec.no < 1000 || spec.no > 9999 || numbers.has(spec.no))
      throw new Error(`Family number ${spec.no} is not four digits or is reused`);
    numbers.add(spec.no);
  }
  const used = new Set(specs.map((s) => s.leaf));
  const bare = tree.filter((c) => c.isLeaf && !used.has(c.key)).map((c) => c.key);
  if (bare.length) throw new Error(`Leaf categories without families: ${bare.join(', ')}`);
  return new Map(tree.filter((c) => c.isLeaf).map((c) => [c.key, c.id]));
}

/** Each category's tile shows the part drawn for the first family inside it. */
function categoryIcons(
  tree: TreeCategory[],
  specs: readonly FamilySpec[],
  leafIds: Map<string, number>,
): Map<number, ShapeKey> {
  const parentOf = new Map(tree.map((c) => [c.id, c.parentId]));
  const icons = new Map<number, ShapeKey>();
  for (const spec of specs) {
    const shape = spec.shape ?? KINDS[spec.kind].shape;
    for (let id = leafIds.get(spec.leaf) ?? null; id !== null; id = parentOf.get(id) ?? null) {
      if (!icons.has(id)) icons.set(id, shape);
    }
  }
  return icons;
}
