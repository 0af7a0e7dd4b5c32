import { MarkdownField } from './MarkdownField.tsx';
import type { EditorStrings } from './editor-strings.ts';
import { TextField } from './TextField.tsx';

type Pair<K extends string> = `${K}En` | `${K}Zh`;

interface Props<K extends string> {
  /** The form's id: each field's id is `{form}-{field}`. */
  form: string;
  name: K;
  values: Record<Pair<K>, string>;
  labels: Record<Pair<K>, string>;
  onChange: (field: Pair<K>, value: string) => void;
  /** 'line' an input, 'text' a plain textarea, 'markdown' a textarea with its preview. */
  kind?: 'line' | 'text' | 'markdown';
  maxLength: number;
  strings: EditorStrings;
}

/** A text the site shows in both languages: the English and the Chinese field side by side. */
export function TextPair<K extends string>({ form, name, values, labels, onChange, kind = 'line', maxLength, strings }: Props<K>) {
  const fields: Array<Pair<K>> = [`${name}En`, `${name}Zh`];
  return (
    <div className={`field-pair ${kind}`}>
      {fields.map((field) => {
        const shared = { id: `${form}-${field}`, label: labels[field], value: values[field], maxLength, onChange: (value: string) => onChange(field, value) };
        return kind === 'markdown'
          ? <MarkdownField key={field} {...shared} strings={strings} />
          : <TextField key={field} {...shared} required multiline={kind === 'text'} />;
      })}
    </div>
  );
}
