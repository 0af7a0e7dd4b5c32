import {
  AmbientLight,
  Color,
  DirectionalLight,
  EdgesGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  OrthographicCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Envelope } from '#contract/shapes/envelope.ts';
import { eyeDirection, type Orbit } from '../../lib/preview/orbit.ts';
import { solidGeometry } from './solid-geometry.ts';

/** Edges between faces that meet at more than this angle are drawn as lines: box edges and rims, not a cylinder's facets. */
const EDGE_ANGLE = 20;

export interface SolidScene {
  draw(orbit: Orbit, width: number, height: number): void;
  dispose(): void;
}

/**
 * A three.js scene of one solid on a canvas, drawn on demand (no animation loop): the camera looks
 * at the solid's centre from the orbit's direction with z up, framing its bounding sphere.
 */
export function createSolidScene(canvas: HTMLCanvasElement, envelope: Envelope, tone: string): SolidScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio || 1));
  renderer.setClearColor(0xffffff);
  const geometry = solidGeometry(envelope);
  const edges = new EdgesGeometry(geometry, EDGE_ANGLE);
  const solid = new Mesh(
    geometry,
    new MeshStandardMaterial({ color: new Color(tone), metalness: 0.35, roughness: 0.5 }),
  );
  const outline = new LineSegments(edges, new LineBasicMaterial({ color: 0x2b3540 }));
  const scene = new Scene();
  const key = new DirectionalLight(0xffffff, 2.2);
  scene.add(solid, outline, new AmbientLight(0xffffff, 1.1), key);

  const sphere = geometry.boundingSphere;
  const centre = sphere?.center.clone() ?? new Vector3();
  const radius = sphere?.radius || 1;
  const camera = new OrthographicCamera();
  camera.up.set(0, 0, 1);

  return {
    draw(orbit, width, height) {
      renderer.setSize(width, height, false);
      const half = (radius * 1.1) / orbit.scale;
      const aspect = width / Math.max(1, height);
      [camera.left, camera.right, camera.top, camera.bottom] =
        aspect >= 1 ? [-half * aspect, half * aspect, half, -half] : [-half, half, half / aspect, -half / aspect];
      camera.near = 0.01 * radius;
      camera.far = 8 * radius;
      const eye = new Vector3(...eyeDirection(orbit));
      camera.position.copy(centre).addScaledVector(eye, 3 * radius);
      camera.lookAt(centre);
      camera.updateProjectionMatrix();
      // The light comes from over the buyer's left shoulder, wherever they have turned the part.
      const left = new Vector3().crossVectors(camera.up, eye).normalize();
      key.position
        .copy(centre)
        .addScaledVector(eye, radius)
        .addScaledVector(left, radius)
        .addScaledVector(camera.up, 1.5 * radius);
      renderer.render(scene, camera);
    },
    dispose() {
      geometry.dispose();
      edges.dispose();
      renderer.dispose();
    },
  };
}
