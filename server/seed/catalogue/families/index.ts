import { ACCESS_COMPONENT_FAMILIES } from './access-components.ts';
import { DESIGN_ELEMENT_FAMILIES } from './design-elements.ts';
import type { FamilySpec } from './spec.ts';
import { WORK_HOLDING_FAMILIES } from './work-holding.ts';

/** All family tables in catalogue order (the order of the level-1 groups). */
export const FAMILY_SPECS: readonly FamilySpec[] = [
  ...DESIGN_ELEMENT_FAMILIES,
  ...ACCESS_COMPONENT_FAMILIES,
  ...WORK_HOLDING_FAMILIES,
];
