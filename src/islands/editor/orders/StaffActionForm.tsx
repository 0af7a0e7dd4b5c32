import { useId, type FormEvent, type ReactNode } from 'react';
import type { CallDeclaration } from '#contract/call.ts';

/** Makes one staff action's call with the order's id and version; true when it went through. */
export type Act = <C extends CallDeclaration>(declaration: C, body: object) => Promise<boolean>;

/** One action of the staff order page: a small form under its own heading. */
export function ActionForm({
  title,
  submit,
  busy,
  onSubmit,
  danger = false,
  children,
}: {
  title: string;
  submit: string;
  busy: boolean;
  onSubmit: () => void;
  danger?: boolean;
  children?: ReactNode;
}) {
  // useId: a title in Chinese has no word characters, so it cannot name the heading's id.
  const id = useId();
  return (
    <form
      className="staff-order-action"
      aria-labelledby={id}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h5 id={id}>{title}</h5>
      {children}
      <button type="submit" className={danger ? 'button danger' : 'button'} disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
