import { describe, expect, it } from 'vitest';
import { VIEW } from '#contract/shapes/picture-svg.ts';
import { MAX_SCALE, MIN_SCALE, ZOOM_RATE } from '../../src/lib/catalogue/viewer-transform.ts';
import {
  dragOrbit,
  eyeDirection,
  INITIAL_ORBIT,
  orbitKeyStep,
  pinchSteps,
  tilt,
  turn,
  TURN_STEP,
  zoomOrbit,
  type Orbit,
} from '../../src/lib/preview/orbit.ts';

const key = (k: string, modifiers: Partial<Record<'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
  orbitKeyStep({ key: k, ctrlKey: false, altKey: false, metaKey: false, ...modifiers });
const press = (keys: string[], from: Orbit = INITIAL_ORBIT) => keys.reduce((o, k) => key(k)!(o), from);

describe('the 3D preview’s view', () => {
  it('opens on the shaded picture’s view, at the image viewer’s scale', () => {
    eyeDirection(INITIAL_ORBIT).forEach((c, i) => expect(c).toBeCloseTo(VIEW[i]!, 9));
    expect(INITIAL_ORBIT.scale).toBe(1);
  });

  it('zooms with the image viewer’s rate and limits: 1.2 a step, between 0.2 and 7', () => {
    expect(zoomOrbit(INITIAL_ORBIT, 1).scale).toBe(ZOOM_RATE);
    expect(zoomOrbit(zoomOrbit(INITIAL_ORBIT, 3), -3).scale).toBe(1);
    expect(zoomOrbit(INITIAL_ORBIT, 50).scale).toBe(MAX_SCALE);
    expect(zoomOrbit(INITIAL_ORBIT, -50).scale).toBe(MIN_SCALE);
    expect([MIN_SCALE, MAX_SCALE]).toEqual([0.2, 7]);
  });

  it('turns all the way round and tilts no further than 85° either way', () => {
    expect(turn(INITIAL_ORBIT, 60).azimuth).toBe(15);
    expect(turn(INITIAL_ORBIT, -330).azimuth).toBe(345);
    expect(tilt(INITIAL_ORBIT, 200).elevation).toBe(85);
    expect(tilt(INITIAL_ORBIT, -200).elevation).toBe(-85);
  });

  it('follows the keys: arrows turn and tilt by 15°, + and − zoom, 0 resets; keys with Ctrl, Alt or Meta are the browser’s', () => {
    expect(TURN_STEP).toBe(15);
    expect(press(['ArrowRight', 'ArrowRight', 'ArrowUp'])).toEqual({ azimuth: 345, elevation: 45, scale: 1 });
    expect(press(['ArrowLeft', 'ArrowDown'])).toEqual({ azimuth: 300, elevation: 15, scale: 1 });
    expect(press(['+', '=']).scale).toBe(1.44);
    expect(press(['-', '_']).scale).toBeCloseTo(1 / 1.44, 6);
    expect(press(['ArrowRight', '+', '0'])).toEqual(INITIAL_ORBIT);
    expect(key('a')).toBeUndefined();
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const)
      expect(key('+', { [modifier]: true })).toBeUndefined();
  });

  it('turns by half a degree for each pixel dragged across, and tilts for each pixel dragged down', () => {
    expect(dragOrbit(INITIAL_ORBIT, 30, 0)).toEqual({ ...INITIAL_ORBIT, azimuth: 300 });
    expect(dragOrbit(INITIAL_ORBIT, -30, 20)).toEqual({ azimuth: 330, elevation: 40, scale: 1 });
  });

  it('zooms a pinch by how far the fingers spread: twice as far apart is twice the size, within the limits', () => {
    expect(zoomOrbit(INITIAL_ORBIT, pinchSteps(100, 200)).scale).toBeCloseTo(2, 5);
    expect(zoomOrbit(INITIAL_ORBIT, pinchSteps(200, 100)).scale).toBeCloseTo(0.5, 5);
    expect(pinchSteps(150, 150)).toBe(0);
    expect(zoomOrbit(INITIAL_ORBIT, pinchSteps(10, 1000)).scale).toBe(MAX_SCALE);
  });
});
