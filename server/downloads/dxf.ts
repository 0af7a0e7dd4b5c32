import { boundsOf, extentX, type Envelope } from '#contract/shapes/envelope.ts';
import { isoDay, type CadInput } from './types.ts';

/**
 * An ASCII DXF (R12, AC1009: every CAD program opens it) of a variant's simplified model: the front
 * view of the envelope, its top view above it (third-angle projection), centre lines, and texts with
 * the part number and its dimensions. R12 has no unit setting, so a comment and a text say mm.
 */

type Pair = readonly [code: number, value: string | number];
type Xy = readonly [number, number];

/** Reals with up to 4 decimals; DXF readers take "20" and "20.5" alike. */
const num = (n: number): string => String(Number(n.toFixed(4)));

function write(pairs: readonly Pair[]): string {
  return pairs
    .map(([code, value]) => `${String(code).padStart(3)}\n${typeof value === 'number' ? num(value) : value}\n`)
    .join('');
}

/** Text in R12 is single-byte: degree, plus-minus and diameter have %% codes; anything else outside ASCII becomes '?'. */
function dxfText(text: string): string {
  const codes: Record<string, string> = { '°': '%%d', '±': '%%p', Ø: '%%c', '⌀': '%%c' };
  return [...text].map((ch) => codes[ch] ?? (/[\x20-\x7e]/.test(ch) ? ch : '?')).join('');
}

const LAYERS = [
  { name: 'OUTLINE', colour: 7, linetype: 'CONTINUOUS' },
  { name: 'HIDDEN', colour: 8, linetype: 'HIDDEN' },
  { name: 'CENTRE', colour: 1, linetype: 'CENTER' },
  { name: 'TEXT', colour: 3, linetype: 'CONTINUOUS' },
] as const;
type Layer = (typeof LAYERS)[number]['name'];

/** Linetype patterns in mm: dash lengths, gaps negative. */
const LINETYPES: ReadonlyArray<{ name: string; description: string; pattern: number[] }> = [
  { name: 'CONTINUOUS', description: 'Solid line', pattern: [] },
  { name: 'HIDDEN', description: '__ __ __', pattern: [3, -1.5] },
  { name: 'CENTER', description: '____ _ ____ _', pattern: [12, -3, 2, -3] },
];

function tables(): Pair[] {
  const ltypes = LINETYPES.flatMap((t): Pair[] => [
    [0, 'LTYPE'],
    [2, t.name],
    [70, 0],
    [3, t.description],
    [72, 65],
    [73, t.pattern.length],
    [40, t.pattern.reduce((sum, d) => sum + Math.abs(d), 0)],
    ...t.pattern.map((d): Pair => [49, d]),
  ]);
  const layers = LAYERS.flatMap((l): Pair[] => [
    [0, 'LAYER'],
    [2, l.name],
    [70, 0],
    [62, l.colour],
    [6, l.linetype],
  ]);
  return [
    [0, 'SECTION'],
    [2, 'TABLES'],
    [0, 'TABLE'],
    [2, 'LTYPE'],
    [70, LINETYPES.length],
    ...ltypes,
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, LAYERS.length],
    ...layers,
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
  ];
}

const line = (layer: Layer, a: Xy, b: Xy): Pair[] => [
  [0, 'LINE'],
  [8, layer],
  [10, a[0]],
  [20, a[1]],
  [30, 0],
  [11, b[0]],
  [21, b[1]],
  [31, 0],
];
const circle = (layer: Layer, c: Xy, r: number): Pair[] => [
  [0, 'CIRCLE'],
  [8, layer],
  [10, c[0]],
  [20, c[1]],
  [30, 0],
  [40, r],
];
const text = (at: Xy, height: number, value: string): Pair[] => [
  [0, 'TEXT'],
  [8, 'TEXT'],
  [10, at[0]],
  [20, at[1]],
  [30, 0],
  [40, height],
  [1, dxfText(value)],
];

/** Lines joining the points, closing the figure. */
const polygon = (layer: Layer, points: readonly Xy[]): Pair[] =>
  points.flatMap((p, i) => line(layer, p, points[(i + 1) % points.length] ?? p));

/** Front view (x across, z up): the stack's outline, up the right side and down the left. */
function frontView(envelope: Envelope): Pair[] {
  const right = envelope.flatMap((s): Xy[] => [
    [extentX(s.profile) / 2, s.z0],
    [extentX(s.profile) / 2, s.z1],
  ]);
  const left = right.map(([x, z]): Xy => [-x, z]).reverse();
  return polygon('OUTLINE', [...right, ...left]);
}

/** Top view centred at (0, cy): each segment's outline; a segment under a larger one is hidden. */
function topView(envelope: Envelope, cy: number): Pair[] {
  return envelope.flatMap((s, i) => {
    const hidden = envelope.slice(i + 1).some((above) => extentX(above.profile) > extentX(s.profile));
    const layer: Layer = hidden ? 'HIDDEN' : 'OUTLINE';
    if (s.profile.shape === 'cylinder') return circle(layer, [0, cy], s.profile.diameter / 2);
    const [hx, hy] = [s.profile.x / 2, s.profile.y / 2];
    return polygon(layer, [
      [-hx, cy - hy],
      [hx, cy - hy],
      [hx, cy + hy],
      [-hx, cy + hy],
    ]);
  });
}

export function variantDxf(input: CadInput): string {
  const bounds = boundsOf(input.envelope);
  const size = Math.max(bounds.x, bounds.y, bounds.zMax - bounds.zMin);
  const gap = Math.max(10, size * 0.2);
  const over = gap / 3;
  const topCentre = bounds.zMax + gap + bounds.y / 2;
  const textHeight = Math.min(20, Math.max(2.5, Math.round(size / 12)));

  const lines = [
    input.partNo,
    input.familyName,
    'Simplified model (envelope). All dimensions in mm.',
    ...input.dimensionColumns.map((c) => {
      const value = input.dims[c.key];
      return `${c.key} = ${value ?? '-'}${c.unit && value !== undefined ? ` ${c.unit}` : ''} (${c.label})`;
    }),
    `${input.company}, ${isoDay(input.generatedOn)}`,
  ];
  const textX = bounds.x / 2 + gap;
  const texts = lines.flatMap((value, i) =>
    text(
      [textX, topCentre + bounds.y / 2 - (i + 1) * textHeight * 1.6],
      i === 0 ? textHeight * 1.4 : textHeight,
      value,
    ),
  );

  const entities: Pair[] = [
    ...frontView(input.envelope),
    ...line('CENTRE', [0, bounds.zMin - over], [0, bounds.zMax + over]),
    ...topView(input.envelope, topCentre),
    ...line('CENTRE', [-bounds.x / 2 - over, topCentre], [bounds.x / 2 + over, topCentre]),
    ...line('CENTRE', [0, topCentre - bounds.y / 2 - over], [0, topCentre + bounds.y / 2 + over]),
    ...texts,
  ];
  const longest = Math.max(...lines.map((l) => l.length));
  const header: Pair[] = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1009'],
    [9, '$INSBASE'],
    [10, 0],
    [20, 0],
    [30, 0],
    [9, '$EXTMIN'],
    [10, -bounds.x / 2 - over],
    [20, bounds.zMin - over],
    [30, 0],
    [9, '$EXTMAX'],
    [10, textX + longest * textHeight * 0.9],
    [20, topCentre + bounds.y / 2 + over],
    [30, 0],
    // Linetype patterns are in mm: scale them with the part so that dashes show on small and large parts alike.
    [9, '$LTSCALE'],
    [40, Math.max(0.25, Number((size / 100).toFixed(2)))],
    [0, 'ENDSEC'],
  ];
  return write([
    [999, `${input.partNo}: simplified model, units millimetres`],
    ...header,
    ...tables(),
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...entities,
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ]);
}
