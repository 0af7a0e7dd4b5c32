import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { Envelope } from '#contract/shapes/envelope.ts';
import { solidFaces } from '#contract/shapes/solid-faces.ts';

/**
 * The envelope as a three.js geometry, from the same faces as the shaded picture: each polygon a
 * fan of triangles with its outward normal, so the preview is the solid the STEP file describes.
 */
export function solidGeometry(envelope: Envelope): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  for (const face of solidFaces(envelope).flat()) {
    const points = face.points;
    for (let i = 1; i + 1 < points.length; i++) {
      // Indices 0, i and i + 1 are inside the polygon by the loop's bounds.
      for (const p of [points[0]!, points[i]!, points[i + 1]!]) {
        positions.push(...p);
        normals.push(...face.normal);
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.computeBoundingBox();
  geometry.computeBoundingSphere();
  return geometry;
}
