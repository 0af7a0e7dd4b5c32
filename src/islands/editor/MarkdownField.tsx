import { useState } from 'react';
import { markdownPreview } from '../../api/editor.ts';
import { fill } from '#contract/i18n/text.ts';
import type { EditorStrings } from './editor-strings.ts';
import type { FieldProps } from './TextField.tsx';
import { useChange } from '../use-change.ts';

interface Props extends FieldProps {
  strings: EditorStrings;
}

/**
 * A Markdown text with its preview: the server renders it with the site's own sanitising renderer,
 * so the preview shows exactly what the page will (raw HTML and scripts left out). An edit hides
 * the preview, so an old rendering is never taken for the text being saved.
 */
export function MarkdownField({ id, label, value, onChange, maxLength, strings }: Props) {
  const [html, setHtml] = useState<string | null>(null);
  // A refusal's message is a toast; the text stays as it is.
  const { busy, change } = useChange(markdownPreview);
  const previewName = fill(strings.markdown.previewOf, { field: label });

  async function preview() {
    const rendered = await change(value);
    if (rendered) setHtml(rendered.html);
  }

  return (
    <div className="field markdown-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={12}
        value={value}
        required
        maxLength={maxLength}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onChange(event.target.value);
          setHtml(null);
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {strings.markdown.hint}
      </p>
      <button
        type="button"
        className="button secondary"
        aria-label={previewName}
        aria-controls={`${id}-preview`}
        disabled={busy}
        onClick={() => void preview()}
      >
        {strings.markdown.preview}
      </button>
      <div
        id={`${id}-preview`}
        role="region"
        aria-label={previewName}
        className="markdown-preview prose"
        hidden={html === null}
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
    </div>
  );
}
