import type { EditorFamily } from '#contract/calls/editor-families.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import { pick } from '#contract/i18n/text.ts';
import {
  isShapeKind,
  SHAPE_KINDS,
  shapeParamLabel,
  shapeParamsOf,
  type ShapeKind,
} from '#contract/shapes/shape-kinds.ts';
import { familyShapeSave } from '../../api/editor.ts';
import type { EditorStrings } from './editor-strings.ts';
import { SaveBar } from './SaveBar.tsx';
import { useEditForm } from './use-edit-form.ts';

interface Props {
  family: EditorFamily;
  locale: Locale;
  onSaved: (family: EditorFamily) => void;
  strings: EditorStrings;
}

interface ShapeValues {
  kind: ShapeKind | '';
  params: Record<string, string>;
}

/** The import's shape cell ('cylinder;diameter=d1;height=h1'), which the server checks against the family's columns. */
const cellOf = ({ kind, params }: ShapeValues): string =>
  kind === '' ? '' : [kind, ...shapeParamsOf(kind).map((p) => `${p}=${params[p] ?? ''}`)].join(';');

/** A family's kind of solid (what its pictures, CAD files and 3D preview are drawn as) and the dimension of each size. */
export function FamilyShapeForm({ family, locale, onSaved, strings }: Props) {
  const text = strings.products;
  const initial: ShapeValues =
    family.shape && isShapeKind(family.shape.kind)
      ? { kind: family.shape.kind, params: family.shape.params }
      : { kind: '', params: {} };
  const form = useEditForm(
    initial,
    (values) => familyShapeSave(family.id, cellOf(values)),
    ({ shape, drawingUrl, imageUrl }) => onSaved({ ...family, shape, drawingUrl, imageUrl }),
  );
  const { kind, params } = form.values;
  return (
    <form className="editor-form" aria-labelledby="family-shape-title" onSubmit={(event) => void form.submit(event)}>
      <h4 id="family-shape-title">{text.shapeTitle}</h4>
      <p>{text.shapeIntro}</p>
      {!family.shape && <p role="note">{text.shapeNoneNote}</p>}
      <div className="field">
        <label htmlFor="family-shape-kind">{text.shapeKind}</label>
        <select
          id="family-shape-kind"
          value={kind}
          onChange={(event) => form.change('kind', isShapeKind(event.target.value) ? event.target.value : '')}
        >
          <option value="">{text.shapeNone}</option>
          {(Object.keys(SHAPE_KINDS) as ShapeKind[]).map((k) => (
            <option key={k} value={k}>
              {pick(SHAPE_KINDS[k].label, locale)}
            </option>
          ))}
        </select>
      </div>
      {kind !== '' &&
        shapeParamsOf(kind).map((param) => (
          <div className="field" key={param}>
            <label htmlFor={`family-shape-${param}`}>
              {pick(shapeParamLabel(kind, param) ?? { en: param, zh: param }, locale)}
            </label>
            <select
              id={`family-shape-${param}`}
              required
              value={params[param] ?? ''}
              onChange={(event) => form.change('params', { ...params, [param]: event.target.value })}
            >
              <option value="">{text.shapeChoose}</option>
              {family.dimensionColumns.map((c) => (
                <option key={c.key} value={c.key}>{`${c.key}: ${locale === 'zh-cn' ? c.labelZh : c.label}`}</option>
              ))}
            </select>
          </div>
        ))}
      <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
    </form>
  );
}
