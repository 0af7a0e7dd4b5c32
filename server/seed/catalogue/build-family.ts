import { buildPartNumber } from '../../domain/part-number.ts';
import type { LocalisedText, SeedFamily, SeedVariant } from '../types.ts';
import { finishTone } from '#contract/shapes/finish-tone.ts';
import { pictureSvg } from '#contract/shapes/picture-svg.ts';
import { variantEnvelope } from '#contract/shapes/variant-envelope.ts';
import { drawingSvg } from './drawings.ts';
import type { FamilySpec } from './families/spec.ts';
import { grade } from './grades.ts';
import { KINDS } from './kinds/index.ts';
import { KIND_SOLIDS } from './kinds/solids.ts';
import { availability, priceBreaks } from './pricing.ts';
import { rngFor } from './random.ts';
import { SHAPES } from './shapes/index.ts';

/** Where a family sits: its id, code and leaf, and which repetition of the family set it belongs to. */
export interface FamilyPlace {
  id: number;
  code: string;
  categoryId: number;
  /** 1 for the base set; 2, 3 … for the copies that larger scales add. */
  series: number;
}

/** Parts above this unit price (pence) are made to order more often. */
const DEAR_PENCE = 10000;

function unique(texts: LocalisedText[]): LocalisedText[] {
  return texts.filter((t, i) => texts.findIndex((u) => u.en === t.en) === i);
}

const join = (texts: LocalisedText[], en: string, zh: string): LocalisedText => ({
  en: texts.map((t) => t.en).join(en),
  zh: texts.map((t) => t.zh).join(zh),
});

/** Whole grams, at least 1: the variants table stores weight as an integer. */
function weight(volumeMm3: number, density: number): number {
  return Math.max(1, Math.round((volumeMm3 / 1000) * density));
}

export function buildFamily(spec: FamilySpec, place: FamilyPlace): SeedFamily {
  const kind = KINDS[spec.kind];
  const grades = spec.grades.map(grade);
  const rng = rngFor(place.code);
  // A family-wide price nudge, so that families of one kind are not priced identically yet sizes stay in order.
  const priceFactor = (spec.price ?? 1) * (0.95 + rng.next() * 0.1);

  const variants: SeedVariant[] = [];
  const seen = new Set<string>();
  // Variants name their finish only when the family comes in several (AL natural, ALB black).
  const severalFinishes = unique(grades.map((g) => g.finish.name)).length > 1;
  for (const size of spec.sizes) {
    for (const option of spec.options ?? [undefined]) {
      const row = kind.row(size, option);
      for (const g of grades) {
        const partNo = buildPartNumber(place.code, [...row.params, g.code]);
        if (seen.has(partNo)) throw new Error(`Duplicate part number ${partNo} in family ${place.code}`);
        seen.add(partNo);
        const unitPence = row.pence * g.material.price * priceFactor;
        variants.push({
          partNo,
          dims: { ...row.dims },
          weightGrams: weight(row.volume, g.material.density),
          priceBreaks: priceBreaks(unitPence),
          ...availability(rng, unitPence, g.material.special || unitPence > DEAR_PENCE),
          ...(severalFinishes ? { finish: g.finish.name } : {}),
        });
      }
    }
  }

  const materials = unique(grades.map((g) => g.material.name));
  const notes = unique([spec.use, ...(kind.note ? [kind.note] : []), ...grades.map((g) => g.material.note)]);
  const shape = SHAPES[spec.shape ?? kind.shape];
  const finish = join(unique(grades.map((g) => g.finish.name)), ' / ', ' / ');
  const solid = KIND_SOLIDS[spec.kind];
  // The family's picture is its first (smallest) variant.
  const envelope = variants[0] && variantEnvelope(solid, kind.columns, variants[0].dims);
  if (!envelope) throw new Error(`Family ${place.code} has no variant to picture`);

  return {
    id: place.id,
    categoryId: place.categoryId,
    code: place.code,
    name:
      place.series === 1
        ? spec.name
        : { en: `${spec.name.en} (series ${place.series})`, zh: `${spec.name.zh}（系列 ${place.series}）` },
    description: join(notes, ' ', ''),
    material: join(materials, ' / ', ' / '),
    finish,
    dimensionColumns: kind.columns,
    shape: solid,
    imageSvg: pictureSvg(envelope, finishTone(finish.en)),
    drawingSvg: drawingSvg(shape, place.code),
    variants,
  };
}
