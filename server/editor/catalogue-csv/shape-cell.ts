import type { ShapeInput } from '#contract/shapes/shape-check.ts';
import { shapeParamsOf, type FamilyShape } from '#contract/shapes/shape-kinds.ts';
import { IMPORT_MESSAGES as M } from '../../i18n/import-messages.ts';
import type { CellRead } from './cells.ts';

/**
 * The `shape` cell: the family's kind of solid, then each parameter and the dimension key that gives
 * it, `cylinderStudBelow;diameter=d1;height=h1;studDiameter=thread;studLength=l1`. Empty: no kind
 * (the CAD files are a plain box). Only the form is read here; plan.ts checks it against the kinds
 * and the family's columns (contract/shapes/shape-check.ts).
 */

const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Parameters in the kind's own order: the database (jsonb) keeps an object's keys in an order of its own. */
export function formatShape(shape: FamilyShape | null): string {
  return shape
    ? [shape.kind, ...shapeParamsOf(shape.kind).map((param) => `${param}=${shape.params[param] ?? ''}`)].join(';')
    : '';
}

export function readShape(cell: string): CellRead<ShapeInput | null> {
  const [kind = '', ...pairs] = cell
    .split(';')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (kind === '') return { value: null };
  const params: Record<string, string> = {};
  if (!NAME.test(kind)) return { problem: M.badShape };
  for (const pair of pairs) {
    const [param = '', key = '', ...more] = pair.split('=').map((p) => p.trim());
    if (more.length > 0 || !NAME.test(param) || !NAME.test(key) || Object.hasOwn(params, param))
      return { problem: M.badShape };
    params[param] = key;
  }
  return { value: { kind, params } };
}
