import { describe, expect, it } from 'vitest';
import { isValidPartNumber, PART_NUMBER_MAX_LENGTH } from '../../server/domain/part-number.ts';
import { FAMILY_SPECS } from '../../server/seed/catalogue/families/index.ts';
import { buildCatalogue } from '../../server/seed/catalogue/index.ts';
import type { SeedCatalogue, SeedCategory, SeedFamily, SeedVariant } from '../../server/seed/types.ts';

const catalogue = buildCatalogue();
const { categories, families } = catalogue;
const variants = families.flatMap((f) => f.variants);
const byId = new Map(categories.map((c) => [c.id, c]));
const childrenOf = (id: number | null): SeedCategory[] => categories.filter((c) => c.parentId === id);
const isLeaf = (c: SeedCategory): boolean => childrenOf(c.id).length === 0;
const CJK = /[\u4e00-\u9fff]/;

function descendants(id: number): SeedCategory[] {
  return childrenOf(id).flatMap((c) => [c, ...descendants(c.id)]);
}

/** The part number without the family code, split into its parameters. */
const params = (f: SeedFamily, v: SeedVariant): string[] => v.partNo.slice(f.code.length + 1).split('-');
const unitPrice = (v: SeedVariant): number => v.priceBreaks[0]?.unitPricePence ?? Number.NaN;

describe('category tree', () => {
  it('has exactly the three level-1 groups in order', () => {
    const top = childrenOf(null);
    expect(top.map((c) => [c.id, c.name.en, c.sortOrder, c.level])).toEqual([
      [1, 'Design Elements', 1, 1],
      [2, 'Access Components', 2, 1],
      [3, 'Work Holding', 3, 1],
    ]);
    expect(categories.filter((c) => c.level === 1)).toHaveLength(3);
  });

  it('uses unique positive integer ids', () => {
    const ids = categories.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0, String(id)).toBe(true);
  });

  it('lists every parent before its children, one level up', () => {
    const seen = new Set<number>();
    for (const c of categories) {
      if (c.parentId !== null) {
        expect(seen.has(c.parentId), `parent of ${c.id} listed first`).toBe(true);
        expect(byId.get(c.parentId)?.level).toBe(c.level - 1);
      } else {
        expect(c.level).toBe(1);
      }
      seen.add(c.id);
    }
  });

  it('numbers siblings 1, 2, 3 … in list order and never goes below level 5', () => {
    for (const parent of [null, ...categories.map((c) => c.id)]) {
      expect(childrenOf(parent).map((c) => c.sortOrder)).toEqual(childrenOf(parent).map((_, i) => i + 1));
    }
    expect(Math.max(...categories.map((c) => c.level))).toBeLessThanOrEqual(5);
    expect(categories.some((c) => c.level === 4)).toBe(true);
  });

  it('has level-3 categories under every level-1 group', () => {
    for (const top of childrenOf(null)) {
      expect(descendants(top.id).filter((c) => c.level === 3).length, top.name.en).toBeGreaterThanOrEqual(3);
    }
  });

  it('names the subgroups the trade expects', () => {
    const names = new Set(categories.map((c) => c.name.en));
    for (const n of [
      'Handles',
      'Knobs',
      'Star knobs',
      'Indexing plungers',
      'Levelling feet',
      'Hinges',
      'Gas springs',
      'Toggle clamps',
      'Vices',
      'Locating pins',
    ]) {
      expect(names.has(n), n).toBe(true);
    }
  });

  it('keeps ids stable', () => {
    const id = (en: string) => categories.find((c) => c.name.en === en)?.id;
    expect(id('Operating parts')).toBe(101);
    expect(id('Handles')).toBe(10101);
    expect(id('Toggle clamps')).toBe(301);
  });
});

describe('families', () => {
  it('has at least 160 families and 1,600 variants', () => {
    expect(families.length).toBeGreaterThanOrEqual(160);
    expect(variants.length).toBeGreaterThanOrEqual(1600);
  });

  it('attaches families only to leaves and gives every leaf a family', () => {
    const used = new Set(families.map((f) => f.categoryId));
    for (const f of families) {
      const c = byId.get(f.categoryId);
      expect(c && isLeaf(c), `${f.code} on a leaf`).toBe(true);
    }
    for (const leaf of categories.filter(isLeaf)) expect(used.has(leaf.id), leaf.name.en).toBe(true);
  });

  it('uses unique ids and LH- codes', () => {
    expect(new Set(families.map((f) => f.id)).size).toBe(families.length);
    expect(new Set(families.map((f) => f.code)).size).toBe(families.length);
    for (const f of families) expect(f.code).toMatch(/^LH-\d{3,4}$/);
  });

  it('never uses one family code as the start of another, so part-number search is unambiguous', () => {
    for (const a of families) {
      for (const b of families) if (a !== b) expect(b.code.startsWith(a.code), `${a.code} / ${b.code}`).toBe(false);
    }
  });

  it('has 3-6 dimension columns with unique keys and labels in both languages', () => {
    for (const f of families) {
      expect(f.dimensionColumns.length, f.code).toBeGreaterThanOrEqual(3);
      expect(f.dimensionColumns.length, f.code).toBeLessThanOrEqual(6);
      expect(new Set(f.dimensionColumns.map((d) => d.key)).size).toBe(f.dimensionColumns.length);
    }
  });

  it('has 6-24 variants per family', () => {
    for (const f of families) {
      expect(f.variants.length, f.code).toBeGreaterThanOrEqual(6);
      expect(f.variants.length, f.code).toBeLessThanOrEqual(24);
    }
  });

  it('writes 2-4 sentence descriptions, as many in Chinese as in English', () => {
    for (const f of families) {
      const en = f.description.en.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
      expect(en, f.code).toBeGreaterThanOrEqual(2);
      expect(en, f.code).toBeLessThanOrEqual(4);
      expect(f.description.zh.match(/。/g)?.length, f.code).toBe(en);
    }
  });

  it('has Chinese text in every zh field and none in the English ones', () => {
    const texts = [
      ...categories.map((c) => c.name),
      ...families.flatMap((f) => [
        f.name,
        f.description,
        f.material,
        f.finish,
        ...f.dimensionColumns.map((d) => d.label),
      ]),
    ];
    for (const t of texts) {
      expect(t.zh.trim(), t.en).not.toBe('');
      expect(CJK.test(t.zh), `zh of "${t.en}": ${t.zh}`).toBe(true);
      expect(t.en.trim()).not.toBe('');
      expect(CJK.test(t.en), t.en).toBe(false);
    }
  });
});

describe('variants', () => {
  it('have unique, valid part numbers built from the family code', () => {
    const partNos = variants.map((v) => v.partNo);
    expect(new Set(partNos).size).toBe(partNos.length);
    for (const f of families) {
      for (const v of f.variants) {
        expect(isValidPartNumber(v.partNo), v.partNo).toBe(true);
        expect(v.partNo.length).toBeLessThanOrEqual(PART_NUMBER_MAX_LENGTH);
        expect(v.partNo.startsWith(`${f.code}-`), v.partNo).toBe(true);
        expect(params(f, v)[0], v.partNo).toMatch(/^(M?\d+(\.\d+)?)$/);
      }
    }
  });

  it('have a value for every dimension column, numeric where there is a unit', () => {
    for (const f of families) {
      for (const v of f.variants) {
        expect(Object.keys(v.dims).sort(), v.partNo).toEqual(f.dimensionColumns.map((d) => d.key).sort());
        for (const col of f.dimensionColumns) {
          const value = v.dims[col.key];
          if (col.unit === null)
            expect(typeof value === 'string' && value.length > 0, `${v.partNo} ${col.key}`).toBe(true);
          else
            expect(typeof value === 'number' && Number.isFinite(value) && value > 0, `${v.partNo} ${col.key}`).toBe(
              true,
            );
        }
      }
    }
  });

  it('have four price breaks at 1, 10, 50 and 100 in whole pence, never rising', () => {
    for (const v of variants) {
      expect(
        v.priceBreaks.map((b) => b.minQty),
        v.partNo,
      ).toEqual([1, 10, 50, 100]);
      const prices = v.priceBreaks.map((b) => b.unitPricePence);
      for (const p of prices) expect(Number.isInteger(p) && p > 0, v.partNo).toBe(true);
      for (let i = 1; i < prices.length; i++) expect(prices[i]!, v.partNo).toBeLessThanOrEqual(prices[i - 1]!);
      expect(prices[3]!, v.partNo).toBeLessThan(prices[0]!);
    }
  });

  it('are priced from under £1 to a few hundred pounds', () => {
    const prices = variants.map(unitPrice).sort((a, b) => a - b);
    expect(prices[0]).toBeLessThan(100);
    expect(prices.at(-1)).toBeLessThan(50000);
    const median = prices[Math.floor(prices.length / 2)]!;
    expect(median).toBeGreaterThan(200);
    expect(median).toBeLessThan(5000);
  });

  it('have plausible weights, stock and lead times', () => {
    for (const v of variants) {
      expect(Number.isInteger(v.weightGrams) && v.weightGrams >= 1, v.partNo).toBe(true);
      expect(Number.isInteger(v.stock) && v.stock >= 0, v.partNo).toBe(true);
      expect(Number.isInteger(v.leadTimeDays) && v.leadTimeDays >= 1 && v.leadTimeDays <= 30, v.partNo).toBe(true);
      if (v.stock > 0) expect(v.leadTimeDays, v.partNo).toBeLessThanOrEqual(3);
    }
    const outOfStock = variants.filter((v) => v.stock === 0).length;
    expect(outOfStock).toBeGreaterThan(0);
    expect(outOfStock).toBeLessThan(variants.length / 3);
  });

  it('grow in every dimension, weight and price with size', () => {
    // Variants come size by size, each with every option and grade, so the same option and grade recur every `stride`.
    FAMILY_SPECS.forEach((spec, i) => {
      const f = families[i]!;
      const stride = (spec.options?.length ?? 1) * spec.grades.length;
      for (let j = stride; j < f.variants.length; j++) {
        const [small, large] = [f.variants[j - stride]!, f.variants[j]!];
        for (const col of f.dimensionColumns.filter((d) => d.unit !== null)) {
          expect(large.dims[col.key]! >= small.dims[col.key]!, `${large.partNo} ${col.key}`).toBe(true);
        }
        expect(large.weightGrams, large.partNo).toBeGreaterThanOrEqual(small.weightGrams);
        expect(unitPrice(large), large.partNo).toBeGreaterThanOrEqual(unitPrice(small));
      }
      expect(unitPrice(f.variants.at(-1)!), f.code).toBeGreaterThan(unitPrice(f.variants[0]!));
    });
  });

  it('price stainless steel above plain steel of the same size', () => {
    let pairs = 0;
    for (const f of families) {
      const byStem = new Map<string, Map<string, SeedVariant>>();
      for (const v of f.variants) {
        const stem = v.partNo.slice(0, v.partNo.lastIndexOf('-'));
        const grade = v.partNo.slice(v.partNo.lastIndexOf('-') + 1);
        byStem.set(stem, (byStem.get(stem) ?? new Map()).set(grade, v));
      }
      for (const grades of byStem.values()) {
        const [st, ss] = [grades.get('ST'), grades.get('SS')];
        if (st && ss) {
          pairs++;
          expect(unitPrice(ss), ss.partNo).toBeGreaterThan(unitPrice(st));
        }
      }
    }
    expect(pairs).toBeGreaterThan(50);
  });
});

describe('SVG documents', () => {
  const documents = [
    ...categories.map((c) => [`category ${c.id}`, c.imageSvg] as const),
    ...families.flatMap((f) => [
      [`${f.code} image`, f.imageSvg] as const,
      [`${f.code} drawing`, f.drawingSvg] as const,
    ]),
  ];

  /** Well-formed enough for a browser: balanced tags and quoted attributes. */
  function assertWellFormed(name: string, svg: string): void {
    const stack: string[] = [];
    for (const [, close, tag, rest] of svg.matchAll(/<(\/?)([a-zA-Z]+)([^>]*)>/g)) {
      if (close) expect(stack.pop(), `${name}: </${tag}>`).toBe(tag);
      else if (!rest?.endsWith('/')) stack.push(tag!);
      expect(
        rest
          ?.replace(/\s[a-zA-Z:-]+="[^"<]*"/g, '')
          .replace(/\/$/, '')
          .trim() ?? '',
        `${name}: attributes of <${tag}>`,
      ).toBe('');
    }
    expect(stack, name).toEqual([]);
  }

  it('are standalone, script-free SVG documents under 8 KB', () => {
    for (const [name, svg] of documents) {
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="/);
      expect(svg.endsWith('</svg>'), name).toBe(true);
      expect(svg, name).not.toMatch(/<script|<foreignObject|href|url\(|javascript:/i);
      expect(svg, name).not.toMatch(/\son[a-z]+\s*=/i);
      // Shaded renders of the solid (server/seed/catalogue/kinds/solids.ts) take more than line drawings did.
      expect(svg.length, name).toBeLessThan(8192);
      assertWellFormed(name, svg);
    }
  });

  it('label drawings with the family’s column keys', () => {
    for (const f of families) {
      const labels = [...f.drawingSvg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
        .map((m) => m[1])
        .filter((t) => t !== f.code);
      const keys = new Set(f.dimensionColumns.map((d) => d.key));
      expect(labels.length, f.code).toBeGreaterThanOrEqual(3);
      for (const l of labels) expect(keys.has(l!), `${f.code} label ${l}`).toBe(true);
      expect(f.drawingSvg, f.code).toContain(`>${f.code}</text>`);
    }
  });

  it('draw the product picture and the drawing differently, in black strokes', () => {
    for (const f of families) {
      expect(f.imageSvg).not.toBe(f.drawingSvg);
      expect(f.drawingSvg).toContain('stroke="#000"');
    }
  });
});

describe('buildCatalogue', () => {
  it('is deterministic', () => {
    expect(buildCatalogue(1)).toEqual(catalogue);
  });

  it('rejects scales that are not whole numbers from 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => buildCatalogue(bad), String(bad)).toThrow(RangeError);
  });

  it('repeats the family set at scale 2 with new codes, ids and part numbers in the same categories', () => {
    const double: SeedCatalogue = buildCatalogue(2);
    const n = families.length;
    expect(double.categories).toEqual(categories);
    expect(double.families).toHaveLength(2 * n);
    expect(double.families.slice(0, n)).toEqual(families);
    double.families.slice(n).forEach((copy, i) => {
      const base = families[i]!;
      expect(copy.categoryId).toBe(base.categoryId);
      expect(copy.code).toBe(`${base.code}-S2`);
      expect(copy.variants).toHaveLength(base.variants.length);
    });
    const all = double.families.flatMap((f) => f.variants.map((v) => v.partNo));
    expect(new Set(all).size).toBe(2 * variants.length);
    expect(new Set(double.families.map((f) => f.id)).size).toBe(2 * n);
  });

  it('builds scale 10 with unique part numbers', () => {
    const big = buildCatalogue(10);
    expect(big.families).toHaveLength(10 * families.length);
    const partNos = big.families.flatMap((f) => f.variants.map((v) => v.partNo));
    expect(partNos).toHaveLength(10 * variants.length);
    expect(new Set(partNos).size).toBe(partNos.length);
    for (const p of partNos) expect(p.length).toBeLessThanOrEqual(PART_NUMBER_MAX_LENGTH);
  });
});
