/**
 * The simplified model of a variant: its envelope, as part configurators give it. A model is a stack
 * of prisms along the z axis (mm), each a box or a cylinder centred on the axis: the body, and
 * optionally a coaxial cylinder on top of it or below it (a threaded stud, a pin, a rod, a shank).
 * The STEP and DXF writers, the shaded pictures and the 3D preview all draw this one model.
 */
export type Profile = { shape: 'box'; x: number; y: number } | { shape: 'cylinder'; diameter: number };

export interface Segment {
  profile: Profile;
  z0: number;
  z1: number;
}

/** Bottom to top; each segment starts where the one below ends, and the smaller of two neighbours fits inside the other's face. */
export type Envelope = Segment[];

/** The x or y extent of a profile. */
export const extentX = (p: Profile): number => (p.shape === 'box' ? p.x : p.diameter);
export const extentY = (p: Profile): number => (p.shape === 'box' ? p.y : p.diameter);

export const isSize = (n: number): boolean => Number.isFinite(n) && n > 0;

/** The bounding box of an envelope: x and y are centred on the axis. */
export function boundsOf(envelope: Envelope): { x: number; y: number; zMin: number; zMax: number } {
  return {
    x: Math.max(...envelope.map((s) => extentX(s.profile))),
    y: Math.max(...envelope.map((s) => extentY(s.profile))),
    zMin: Math.min(...envelope.map((s) => s.z0)),
    zMax: Math.max(...envelope.map((s) => s.z1)),
  };
}

/** A body with optional coaxial cylinders below and above it, or undefined when a size of the body is missing. */
export function stack(
  body: Profile,
  height: number,
  below?: readonly [diameter: number, length: number],
  above?: readonly [diameter: number, length: number],
): Envelope | undefined {
  if (![extentX(body), extentY(body), height].every(isSize)) return undefined;
  // A stud that is not a size or does not fit inside the body's face is left off: the body alone is still a true envelope.
  const fits = (stud: readonly [number, number] | undefined): stud is readonly [number, number] =>
    stud !== undefined && isSize(stud[0]) && isSize(stud[1]) && stud[0] < Math.min(extentX(body), extentY(body));
  return [
    ...(fits(below) ? [{ profile: { shape: 'cylinder', diameter: below[0] } as const, z0: -below[1], z1: 0 }] : []),
    { profile: body, z0: 0, z1: height },
    ...(fits(above)
      ? [{ profile: { shape: 'cylinder', diameter: above[0] } as const, z0: height, z1: height + above[1] }]
      : []),
  ];
}
