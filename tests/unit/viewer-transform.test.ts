import { describe, expect, it } from 'vitest';
import { viewerKeyStep } from '../../src/lib/catalogue/viewer-keys.ts';
import {
  INITIAL_VIEW,
  MAX_SCALE,
  MIN_SCALE,
  PAN_STEP,
  ROTATION_STEP,
  ZOOM_RATE,
  pan,
  reset,
  rotate,
  transformCss,
  wheelSteps,
  zoom,
  zoomIn,
  zoomOut,
  type ViewTransform,
} from '../../src/lib/catalogue/viewer-transform.ts';

const repeat = (times: number, step: (v: ViewTransform) => ViewTransform, from = INITIAL_VIEW) =>
  Array.from({ length: times }).reduce<ViewTransform>((view) => step(view), from);

describe('image viewer constants', () => {
  it('zooms by 1.2 between 0.2 and 7 and turns by 90 degrees', () => {
    expect([ZOOM_RATE, MIN_SCALE, MAX_SCALE, ROTATION_STEP]).toEqual([1.2, 0.2, 7, 90]);
  });
});

describe('zoom', () => {
  it('multiplies the scale by 1.2 per step in and divides by it per step out', () => {
    expect(zoomIn(INITIAL_VIEW).scale).toBe(1.2);
    expect(zoomIn(zoomIn(INITIAL_VIEW)).scale).toBe(1.44);
    expect(zoomOut(INITIAL_VIEW).scale).toBeCloseTo(1 / 1.2, 6);
  });

  it('comes back exactly to where it started', () => {
    expect(repeat(5, zoomOut, repeat(5, zoomIn)).scale).toBe(1);
  });

  it('stops at 7 however far it zooms in', () => {
    expect(repeat(10, zoomIn).scale).toBeCloseTo(1.2 ** 10, 5);
    expect(repeat(10, zoomIn).scale).toBeLessThan(7);
    expect(repeat(11, zoomIn).scale).toBe(7);
    expect(repeat(30, zoomIn).scale).toBe(MAX_SCALE);
  });

  it('stops at 0.2 however far it zooms out', () => {
    expect(repeat(8, zoomOut).scale).toBeGreaterThan(0.2);
    expect(repeat(9, zoomOut).scale).toBe(0.2);
    expect(repeat(30, zoomOut).scale).toBe(MIN_SCALE);
  });

  it('zooms by fractions of a step and keeps rotation and position', () => {
    const view = { scale: 2, rotation: 90, x: 10, y: -5 };
    expect(zoom(view, 0.5)).toEqual({ ...view, scale: Math.round(2 * Math.sqrt(1.2) * 1e6) / 1e6 });
  });
});

describe('rotate', () => {
  it('turns right and left by 90 degrees, within 0 to 270', () => {
    expect(rotate(INITIAL_VIEW, 1).rotation).toBe(90);
    expect(rotate(INITIAL_VIEW, -1).rotation).toBe(270);
    expect(repeat(4, (v) => rotate(v, 1)).rotation).toBe(0);
    expect(rotate(rotate(INITIAL_VIEW, 1), -1).rotation).toBe(0);
  });

  it('leaves scale and position alone', () => {
    const view = { scale: 1.44, rotation: 0, x: 3, y: 4 };
    expect(rotate(view, 1)).toEqual({ ...view, rotation: 90 });
  });
});

describe('pan and reset', () => {
  it('moves by the given pixels', () => {
    expect(pan(pan(INITIAL_VIEW, 40, 0), -10, 25)).toEqual({ scale: 1, rotation: 0, x: 30, y: 25 });
  });

  it('resets to scale 1, no rotation, centred', () => {
    expect(reset()).toEqual({ scale: 1, rotation: 0, x: 0, y: 0 });
  });
});

describe('transformCss', () => {
  it('moves, then turns, then scales', () => {
    expect(transformCss({ scale: 1.2, rotation: 90, x: 40, y: -40 })).toBe(
      'translate(40px, -40px) rotate(90deg) scale(1.2)',
    );
  });
});

describe('wheelSteps', () => {
  it('makes a mouse notch one step: up zooms in, down zooms out', () => {
    expect(wheelSteps(-100, 0)).toBe(1);
    expect(wheelSteps(100, 0)).toBe(-1);
    expect(wheelSteps(-3, 1)).toBe(1);
    expect(wheelSteps(1, 2)).toBe(-1);
  });

  it('makes small touchpad deltas a fraction of a step, never more than one', () => {
    expect(wheelSteps(-10, 0)).toBeCloseTo(0.1);
    expect(wheelSteps(-400, 0)).toBe(1);
  });
});

describe('viewerKeyStep', () => {
  const key = (k: string, mods: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey', boolean>> = {}) =>
    viewerKeyStep({ key: k, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...mods });
  const after = (k: string, mods = {}) => key(k, mods)?.(INITIAL_VIEW);

  it('zooms with + and - (and = and _ , the same keys without or with Shift)', () => {
    expect(after('+')?.scale).toBe(1.2);
    expect(after('=')?.scale).toBe(1.2);
    expect(after('-')?.scale).toBeCloseTo(1 / 1.2, 6);
    expect(after('_')?.scale).toBeCloseTo(1 / 1.2, 6);
  });

  it('moves with the arrow keys', () => {
    expect(after('ArrowRight')).toMatchObject({ x: PAN_STEP, y: 0 });
    expect(after('ArrowLeft')).toMatchObject({ x: -PAN_STEP, y: 0 });
    expect(after('ArrowDown')).toMatchObject({ x: 0, y: PAN_STEP });
    expect(after('ArrowUp')).toMatchObject({ x: 0, y: -PAN_STEP });
  });

  it('rotates right with R and left with Shift+R', () => {
    expect(after('r')?.rotation).toBe(90);
    expect(after('R', { shiftKey: true })?.rotation).toBe(270);
  });

  it('resets with 0', () => {
    expect(key('0')?.({ scale: 3, rotation: 180, x: 5, y: 5 })).toEqual(INITIAL_VIEW);
  });

  it('leaves other keys, and keys with Ctrl, Alt or Meta, to the browser', () => {
    expect(key('a')).toBeUndefined();
    expect(key('Enter')).toBeUndefined();
    expect(key('+', { ctrlKey: true })).toBeUndefined();
    expect(key('r', { metaKey: true })).toBeUndefined();
    expect(key('constructor')).toBeUndefined();
  });
});
