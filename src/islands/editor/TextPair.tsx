import { MarkdownField } from './MarkdownField.tsx';
import type { EditorStrings } from './editor-strings.ts';
import { TextField } from './TextField.tsx';

/** A bilingual text's two fields, as the API spells them: `title` and `titleZh`. */
type Pair<K extends string> = K | `${K}Zh`;

interface Props<K extends string> {
  /** The form's id: each field's id is `{form}-{name}-en` or `-zh`. */
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
export function TextPair<K extends string>({
  form,
  name,
  values,
  labels,
  onChange,
  kind = 'line',
  maxLength,
  strings,
}: Props<K>) {
  const fields: Array<[Pair<K>, string]> = [
    [name, 'en'],
    [`${name}Zh`, 'zh'],
  ];
  return (
    <div className={`field-pair ${kind}`}>
      {fields.map(([field, language]) => {
        const shared = {
          id: `${form}-${name}-${language}`,
          label: labels[field],
          value: values[field],
          maxLength,
          onChange: (value: string) => onChange(field, value),
        };
        return kind === 'markdown' ? (
          <MarkdownField key={field} {...shared} strings={strings} />
        ) : (
          <TextField key={field} {...shared} required multiline={kind === 'text'} />
        );
      })}
    </div>
  );
}
