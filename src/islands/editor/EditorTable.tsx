import type { ReactNode } from 'react';

interface Props {
  caption: string;
  columns: readonly string[];
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A console table: its caption names it, and it scrolls sideways inside its own box on narrow screens. */
export function EditorTable({ caption, columns, className, children }: Props) {
  return (
    <div className="editor-table-wrap">
      <table className={className ? `editor-table ${className}` : 'editor-table'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
