import { INBOX_KINDS, type InboxKind } from '#contract/calls/messages.ts';
import type { MessagesStrings } from './messages-strings.ts';

export interface InboxChoice {
  kind: InboxKind | null;
  unreadOnly: boolean;
}

interface Props {
  choice: InboxChoice;
  onChange: (choice: InboxChoice) => void;
  strings: MessagesStrings;
}

/** Which messages the inbox lists: one type or all, and unread only. */
export function InboxFilter({ choice, onChange, strings }: Props) {
  return (
    <div className="inbox-filter">
      <label>
        {strings.show}{' '}
        <select
          value={choice.kind ?? ''}
          onChange={(event) => onChange({ ...choice, kind: (event.target.value || null) as InboxKind | null })}
        >
          <option value="">{strings.kinds.all}</option>
          {INBOX_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {strings.kinds[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="inbox-unread-only">
        <input
          type="checkbox"
          checked={choice.unreadOnly}
          onChange={(event) => onChange({ ...choice, unreadOnly: event.target.checked })}
        />
        {strings.unreadOnly}
      </label>
    </div>
  );
}
