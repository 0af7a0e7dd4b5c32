import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, idField, text } from '../fields.ts';
import type { ShapeKind } from '../shapes/shape-kinds.ts';

/** A family's kind of solid as the console and the import write it (server/editor/catalogue-csv/shape-cell.ts). */
export const FamilyShapeAnswer = T.Object({
  /** The kind, or null: no kind, and the CAD files are a plain box. */
  shape: T.Union([
    T.Object({ kind: T.Unsafe<ShapeKind>(T.String()), params: T.Record(T.String(), T.String()) }),
    T.Null(),
  ]),
  /** The family's drawing after the change: redrawn from the new kind unless an editor uploaded it. */
  drawingUrl: T.Union([T.String(), T.Null()]),
  /** The family's picture after the change: redrawn the same way. */
  imageUrl: T.Union([T.String(), T.Null()]),
});
export type FamilyShapeAnswer = T.Static<typeof FamilyShapeAnswer>;

export const familyShapeSave = defineCall({
  path: 'editor/familyShapeSave',
  caller: 'editor',
  tag: 'editor',
  summary:
    "Set a family's kind of solid and the dimension that gives each of its parameters, as the import's shape cell: 'cylinder;diameter=d1;height=h1' (empty: no kind)",
  body: fields({
    id: idField(),
    shape: text({ label: { en: 'shape', zh: '形状' }, max: 400 }),
  }),
  answer: FamilyShapeAnswer,
});
