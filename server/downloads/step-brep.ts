import { extentX, type Envelope, type Profile } from '#contract/shapes/envelope.ts';
import { direction, list, placement, point, real, str, type Ref, type StepData, type Xyz } from './step-data.ts';

/**
 * Writes an envelope as a B-rep solid (MANIFOLD_SOLID_BREP). Every face's surface normal points out
 * of the solid and its outer loop runs counterclockwise seen from outside (holes clockwise), so
 * each edge is used exactly twice, once in each direction: a closed, correctly oriented shell.
 */

const X: Xyz = [1, 0, 0];
const Z: Xyz = [0, 0, 1];
const DOWN: Xyz = [0, 0, -1];

/** The edges around a profile at one height, counterclockwise seen from +z, with their start points. */
interface Ring {
  edges: Ref[];
  vertices: Ref[];
  points: Xyz[];
}

interface Use {
  edge: Ref;
  forward: boolean;
}

const forward = (ring: Ring): Use[] => ring.edges.map((edge) => ({ edge, forward: true }));
const backward = (ring: Ring): Use[] => ring.edges.map((edge) => ({ edge, forward: false })).reverse();

/** Entry i of a list the caller built with i in range. */
function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`No entry ${i}`);
  return item;
}

export function writeSolid(step: StepData, envelope: Envelope, name: string): Ref {
  const vertex = (p: Xyz) => step.add(`VERTEX_POINT('',${point(step, p)})`);

  function lineEdge(from: Ref, a: Xyz, to: Ref, b: Xyz): Ref {
    const delta = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
    const length = Math.hypot(...delta);
    const vector = step.add(
      `VECTOR('',${direction(step, [delta[0] / length, delta[1] / length, delta[2] / length])},${real(length)})`,
    );
    return step.add(`EDGE_CURVE('',${from},${to},${step.add(`LINE('',${point(step, a)},${vector})`)},.T.)`);
  }

  function ring(profile: Profile, z: number): Ring {
    if (profile.shape === 'cylinder') {
      const r = profile.diameter / 2;
      const start: Xyz = [r, 0, z];
      const v = vertex(start);
      const circle = step.add(`CIRCLE('',${placement(step, [0, 0, z], Z, X)},${real(r)})`);
      return { edges: [step.add(`EDGE_CURVE('',${v},${v},${circle},.T.)`)], vertices: [v], points: [start] };
    }
    const [hx, hy] = [profile.x / 2, profile.y / 2];
    const points: Xyz[] = [
      [-hx, -hy, z],
      [hx, -hy, z],
      [hx, hy, z],
      [-hx, hy, z],
    ];
    const vertices = points.map(vertex);
    const edges = points.map((p, k) =>
      lineEdge(at(vertices, k), p, at(vertices, (k + 1) % 4), at(points, (k + 1) % 4)),
    );
    return { edges, vertices, points };
  }

  const loop = (uses: Use[]) =>
    step.add(
      `EDGE_LOOP('',${list(uses.map((u) => step.add(`ORIENTED_EDGE('',*,*,${u.edge},${u.forward ? '.T.' : '.F.'})`)))})`,
    );

  /** A face on an outward surface: the outer loop first, then holes. */
  function face(loops: Use[][], surface: Ref): Ref {
    const bounds = loops.map((uses, i) =>
      step.add(`${i === 0 ? 'FACE_OUTER_BOUND' : 'FACE_BOUND'}('',${loop(uses)},.T.)`),
    );
    return step.add(`ADVANCED_FACE('',${list(bounds)},${surface},.T.)`);
  }

  const plane = (origin: Xyz, normal: Xyz, refDirection: Xyz) =>
    step.add(`PLANE('',${placement(step, origin, normal, refDirection)})`);

  /** The faces around a segment between its bottom and top rings. */
  function sides(profile: Profile, bottom: Ring, top: Ring, z0: number): Ref[] {
    if (profile.shape === 'cylinder') {
      // A full cylinder is one face, cut open along a seam line at angle 0 that it uses in both directions.
      const seam = lineEdge(at(bottom.vertices, 0), at(bottom.points, 0), at(top.vertices, 0), at(top.points, 0));
      const surface = step.add(
        `CYLINDRICAL_SURFACE('',${placement(step, [0, 0, z0], Z, X)},${real(profile.diameter / 2)})`,
      );
      const around = [
        { edge: at(bottom.edges, 0), forward: true },
        { edge: seam, forward: true },
        { edge: at(top.edges, 0), forward: false },
        { edge: seam, forward: false },
      ];
      return [face([around], surface)];
    }
    const uprights = bottom.vertices.map((v, k) =>
      lineEdge(v, at(bottom.points, k), at(top.vertices, k), at(top.points, k)),
    );
    return bottom.edges.map((edge, k) => {
      const next = (k + 1) % 4;
      const [a, b] = [at(bottom.points, k), at(bottom.points, next)];
      const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const along: Xyz = [(b[0] - a[0]) / length, (b[1] - a[1]) / length, 0];
      // Counterclockwise from above, the outside is to the right of each edge.
      const outward: Xyz = [along[1], -along[0], 0];
      const around = [
        { edge, forward: true },
        { edge: at(uprights, next), forward: true },
        { edge: at(top.edges, k), forward: false },
        { edge: at(uprights, k), forward: false },
      ];
      return face([around], plane(a, outward, along));
    });
  }

  const rings = envelope.map((s) => ({ bottom: ring(s.profile, s.z0), top: ring(s.profile, s.z1) }));
  const faces = envelope.flatMap((s, i) => sides(s.profile, at(rings, i).bottom, at(rings, i).top, s.z0));
  const [first, last] = [at(envelope, 0), at(envelope, envelope.length - 1)];
  faces.push(face([backward(at(rings, 0).bottom)], plane([0, 0, first.z0], DOWN, X)));
  faces.push(face([forward(at(rings, rings.length - 1).top)], plane([0, 0, last.z1], Z, X)));
  // Where two segments meet, the larger one's end face remains, with the smaller one's outline as a hole.
  for (let i = 0; i + 1 < envelope.length; i++) {
    const [lower, upper] = [at(rings, i).top, at(rings, i + 1).bottom];
    const z = at(envelope, i).z1;
    faces.push(
      extentX(at(envelope, i).profile) > extentX(at(envelope, i + 1).profile)
        ? face([forward(lower), backward(upper)], plane([0, 0, z], Z, X))
        : face([backward(upper), forward(lower)], plane([0, 0, z], DOWN, X)),
    );
  }
  return step.add(`MANIFOLD_SOLID_BREP(${str(name)},${step.add(`CLOSED_SHELL('',${list(faces)})`)})`);
}
