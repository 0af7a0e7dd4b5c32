/** Reads back what the STEP writer wrote, for tests: instances, points and the solid's extents. */

/** The DATA section's instances by number. */
export function entities(step: string): Map<number, string> {
  const data = step.slice(step.indexOf('DATA;\n') + 6, step.lastIndexOf('ENDSEC;'));
  return new Map(
    data
      .trim()
      .split(';\n')
      .map((line) => {
        const match = /^#(\d+)=(.+?);?$/s.exec(line);
        if (!match) throw new Error(`Not an instance: ${line}`);
        return [Number(match[1]), match[2]!];
      }),
  );
}

export const count = (all: Map<number, string>, type: string): number =>
  [...all.values()].filter((e) => e.startsWith(`${type}(`)).length;
export const refs = (entity: string): number[] => [...entity.matchAll(/#(\d+)/g)].map((m) => Number(m[1]));

/** Coordinates of a point, or of the origin of a placement. */
function coordinates(all: Map<number, string>, id: number): number[] {
  const entity = all.get(id) ?? '';
  const placed = /^AXIS2_PLACEMENT_3D\('',#(\d+),/.exec(entity);
  if (placed) return coordinates(all, Number(placed[1]));
  const point = /^CARTESIAN_POINT\('',\(([^)]*)\)\)$/.exec(entity);
  if (!point) throw new Error(`#${id} is not a point: ${entity}`);
  return point[1]!.split(',').map(Number);
}

/** The solid's vertices and circles (each circle's axis is z: the writer's only kind). */
export function geometry(all: Map<number, string>): {
  points: number[][];
  circles: Array<{ centre: number[]; radius: number }>;
} {
  const points: number[][] = [];
  const circles: Array<{ centre: number[]; radius: number }> = [];
  for (const entity of all.values()) {
    const vertex = /^VERTEX_POINT\('',#(\d+)\)$/.exec(entity);
    if (vertex) points.push(coordinates(all, Number(vertex[1])));
    const circle = /^CIRCLE\('',#(\d+),([\d.]+)\)$/.exec(entity);
    if (circle) circles.push({ centre: coordinates(all, Number(circle[1])), radius: Number(circle[2]) });
  }
  return { points, circles };
}

/** The solid's extents from its vertices and circles: [x, y, zMin, zMax]. */
export function extents(all: Map<number, string>): number[] {
  const { points, circles } = geometry(all);
  for (const {
    centre: [x = 0, y = 0, z = 0],
    radius: r,
  } of circles)
    points.push([x - r, y - r, z], [x + r, y + r, z]);
  const axis = (k: number) => points.map((p) => p[k] ?? NaN);
  return [
    Math.max(...axis(0)) - Math.min(...axis(0)),
    Math.max(...axis(1)) - Math.min(...axis(1)),
    Math.min(...axis(2)),
    Math.max(...axis(2)),
  ];
}
