import { PARTS_LIST_LIMITS } from '#contract/limits/parts-lists.ts';
import { fill } from '#contract/i18n/text.ts';
import type { PartsListsStrings } from './lists-strings.ts';

/** Whether a list name may be sent: 1 to 80 characters once trimmed (the server says the same). */
export const nameProblem = (name: string, strings: Pick<PartsListsStrings, 'nameInvalid'>): string | null =>
  name.trim() === '' || [...name.trim()].length > PARTS_LIST_LIMITS.name
    ? fill(strings.nameInvalid, { max: PARTS_LIST_LIMITS.name })
    : null;

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show once the buyer has tried to send, or null. */
  problem: string | null;
  autoFocus?: boolean;
}

/** A list's name field with its limit and the problem said beside it (a new list, a rename, "Add to list"). */
export function ListNameField({ id, label, value, onChange, problem, autoFocus }: Props) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        autoFocus={autoFocus}
        maxLength={PARTS_LIST_LIMITS.name}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-error`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
