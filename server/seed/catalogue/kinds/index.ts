import { ACCESS_COMPONENT_KINDS } from './access-components.ts';
import { DESIGN_ELEMENT_KINDS } from './design-elements.ts';
import type { Kind } from './kind.ts';
import { WORK_HOLDING_KINDS } from './work-holding.ts';

export const KINDS = {
  ...DESIGN_ELEMENT_KINDS,
  ...ACCESS_COMPONENT_KINDS,
  ...WORK_HOLDING_KINDS,
} satisfies Record<string, Kind>;

export type KindKey = keyof typeof KINDS;
