/** The DATA section of an ISO 10303-21 file: numbered entity instances and the encoding of their values. */

export type Ref = `#${number}`;

export class StepData {
  readonly #lines: string[] = [];
  readonly #shared = new Map<string, Ref>();

  /** Adds an instance, e.g. add("VERTEX_POINT('',#12)"), and answers its reference. */
  add(instance: string): Ref {
    this.#lines.push(instance);
    return `#${this.#lines.length}`;
  }

  /** Adds a value-like instance (a point, a direction) once, however often it is asked for. */
  shared(instance: string): Ref {
    let ref = this.#shared.get(instance);
    if (ref === undefined) {
      ref = this.add(instance);
      this.#shared.set(instance, ref);
    }
    return ref;
  }

  toString(): string {
    return this.#lines.map((line, i) => `#${i + 1}=${line};\n`).join('');
  }
}

/** A REAL always has a decimal point ("20." not "20"); float noise is rounded off at a nanometre. */
export function real(n: number): string {
  const rounded = Number(n.toFixed(6));
  return Number.isInteger(rounded) ? `${rounded}.` : String(rounded);
}

/** A STRING: quotes doubled, backslashes doubled, anything outside printable ASCII as \X2\ UTF-16 hex \X0\. */
export function str(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === "'") out += "''";
    else if (ch === '\\') out += '\\\\';
    else if (code >= 0x20 && code <= 0x7e) out += ch;
    else {
      const units = Array.from({ length: ch.length }, (_, i) => ch.charCodeAt(i));
      out += `\\X2\\${units.map((u) => u.toString(16).toUpperCase().padStart(4, '0')).join('')}\\X0\\`;
    }
  }
  return `'${out}'`;
}

export const list = (items: readonly string[]): string => `(${items.join(',')})`;

export type Xyz = readonly [number, number, number];

export const point = (step: StepData, p: Xyz): Ref => step.shared(`CARTESIAN_POINT('',(${p.map(real).join(',')}))`);

export const direction = (step: StepData, d: Xyz): Ref => step.shared(`DIRECTION('',(${d.map(real).join(',')}))`);

/** A coordinate system: its origin, its z axis and its x axis. */
export const placement = (step: StepData, origin: Xyz, axis: Xyz, refDirection: Xyz): Ref =>
  step.add(`AXIS2_PLACEMENT_3D('',${point(step, origin)},${direction(step, axis)},${direction(step, refDirection)})`);
