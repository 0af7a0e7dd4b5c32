import type { BuildSummary } from '#contract/calls/editor-publish.ts';
import { formatDuration } from '../../lib/editor/builds.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { BuildLogView } from './BuildLogView.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import type { SectionProps } from './section-props.ts';

interface Props extends SectionProps {
  build: BuildSummary;
  disabled: boolean;
  onRollback: (id: number) => void;
}

/** One build: when and by whom, how it ended and why, and (for a kept successful build) the way back to it. */
export function BuildRow({ build, disabled, onRollback, locale, strings }: Props) {
  const text = strings.publish;
  const { id } = build;
  return (
    <tr className={build.live ? 'live' : undefined}>
      <th scope="row" className="num">
        {id}
      </th>
      <td>{formatDateTime(build.queuedAt, locale)}</td>
      <td>{build.who ?? '—'}</td>
      <td>
        {text.triggers[build.trigger]}
        {build.rollbackOf !== null && <small>{fill(text.rollbackOf, { id: build.rollbackOf })}</small>}
      </td>
      <td className="num">{build.durationMs === null ? '—' : formatDuration(build.durationMs, text)}</td>
      <td>
        <span className={`build-state ${build.state}`}>{text.states[build.state]}</span>
        {build.reason && <small>{build.reason}</small>}
      </td>
      <td className="num">
        {build.pages ?? '—'}
        {build.kind && <small>{text.kinds[build.kind]}</small>}
      </td>
      <td>{build.live ? text.liveNow : ''}</td>
      <td>
        <div className="row-actions">
          {build.canRollback && (
            <ConfirmStep
              label={text.rollback}
              name={fill(text.rollbackLabel, { id })}
              question={fill(text.rollbackQuestion, { id })}
              confirm={text.rollbackConfirm}
              cancel={strings.cancel}
              disabled={disabled}
              onConfirm={() => onRollback(id)}
            />
          )}
          <BuildLogView id={id} strings={strings} />
        </div>
      </td>
    </tr>
  );
}
