import type { Envelope, Profile, Segment } from './envelope.ts';

/**
 * An envelope as flat polygons, the one tessellation both the shaded picture (picture-svg.ts) and
 * the 3D preview draw. Each polygon runs counterclockwise seen from outside, with its outward normal.
 */

export type Xyz = readonly [number, number, number];

export interface Face {
  points: Xyz[];
  normal: Xyz;
}

/** Steps around a cylinder: a multiple of 4, so that the polygon reaches the circle at ±x and ±y and the bounds stay exact. */
export const ROUND_STEPS = 48;

/** The profile's outline counterclockwise from +z, with each side's outward normal (from that side to the next point). */
function outline(profile: Profile): {
  points: Array<readonly [number, number]>;
  normals: Array<readonly [number, number]>;
} {
  if (profile.shape === 'box') {
    const [hx, hy] = [profile.x / 2, profile.y / 2];
    return {
      points: [
        [-hx, -hy],
        [hx, -hy],
        [hx, hy],
        [-hx, hy],
      ],
      normals: [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ],
    };
  }
  const r = profile.diameter / 2;
  const angle = (k: number) => (2 * Math.PI * k) / ROUND_STEPS;
  const points = Array.from(
    { length: ROUND_STEPS },
    (_, k) => [r * Math.cos(angle(k)), r * Math.sin(angle(k))] as const,
  );
  const normals = Array.from(
    { length: ROUND_STEPS },
    (_, k) => [Math.cos(angle(k + 0.5)), Math.sin(angle(k + 0.5))] as const,
  );
  return { points, normals };
}

function segmentFaces(segment: Segment): Face[] {
  const { points, normals } = outline(segment.profile);
  const { z0, z1 } = segment;
  const sides = points.map((p, k): Face => {
    const q = points[(k + 1) % points.length] ?? p;
    const [nx, ny] = normals[k] ?? [0, 0];
    return {
      points: [
        [p[0], p[1], z0],
        [q[0], q[1], z0],
        [q[0], q[1], z1],
        [p[0], p[1], z1],
      ],
      normal: [nx, ny, 0],
    };
  });
  const bottom: Face = { points: points.map(([x, y]): Xyz => [x, y, z0]).reverse(), normal: [0, 0, -1] };
  const top: Face = { points: points.map(([x, y]): Xyz => [x, y, z1]), normal: [0, 0, 1] };
  return [bottom, ...sides, top];
}

/** The faces of each segment, bottom to top. */
export const solidFaces = (envelope: Envelope): Face[][] => envelope.map(segmentFaces);
