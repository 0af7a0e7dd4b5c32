import { ACCESS_COMPONENT_SHAPES } from './access-components.ts';
import { DESIGN_ELEMENT_SHAPES } from './design-elements.ts';
import { FEET_PLUNGER_SHAPES } from './feet-plungers.ts';
import type { Shape } from './geometry.ts';
import { WORK_HOLDING_SHAPES } from './work-holding.ts';

export const SHAPES = {
  ...DESIGN_ELEMENT_SHAPES,
  ...FEET_PLUNGER_SHAPES,
  ...ACCESS_COMPONENT_SHAPES,
  ...WORK_HOLDING_SHAPES,
} satisfies Record<string, Shape>;

export type ShapeKey = keyof typeof SHAPES;
