import type { BuildSummary } from '#contract/calls/editor-publish.ts';
import { BuildRow } from './BuildRow.tsx';
import { EditorTable } from './EditorTable.tsx';
import type { SectionProps } from './section-props.ts';

interface Props extends SectionProps {
  list: BuildSummary[];
  /** While a publish or rollback is being asked for. */
  disabled: boolean;
  onRollback: (id: number) => void;
}

/** The last builds, newest first: who asked, how long they took, how they ended, and which one is live. */
export function BuildTable({ list, disabled, onRollback, locale, strings }: Props) {
  const text = strings.publish;
  return (
    <section aria-labelledby="build-list-title">
      <h3 id="build-list-title">{text.listTitle}</h3>
      {list.length === 0 ? (
        <p className="editor-note">{text.none}</p>
      ) : (
        <EditorTable
          caption={text.caption}
          columns={[
            '#',
            text.when,
            text.who,
            text.trigger,
            text.duration,
            text.outcome,
            text.pages,
            text.live,
            strings.actions,
          ]}
          className="build-table"
        >
          {list.map((build) => (
            <BuildRow
              key={build.id}
              build={build}
              disabled={disabled}
              onRollback={onRollback}
              locale={locale}
              strings={strings}
            />
          ))}
        </EditorTable>
      )}
    </section>
  );
}
