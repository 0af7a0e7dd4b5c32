import { useEffect, useRef, type ReactNode } from 'react';
import type { EditorStrings } from './editor-strings.ts';

interface Props {
  /** The heading's id is `{id}-title`: the panel's form is labelled by it. */
  id: string;
  title: string;
  onBack: () => void;
  strings: EditorStrings;
  children: ReactNode;
}

/** One record being edited in place of its list: the way back, and its heading, which takes the focus when it opens. */
export function EditPanel({ id, title, onBack, strings, children }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="edit-panel">
      <button type="button" className="text-button" onClick={onBack}>
        {strings.back}
      </button>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </div>
  );
}
