import type { FormEvent, ReactNode } from 'react';
import { useChange } from '../../use-change.ts';

interface Props {
  save: string;
  saving: string;
  /** Sends the choice. */
  send: () => Promise<void>;
  children: ReactNode;
}

/** A small form of one choice and its save button (language, newsletter). */
export function PreferenceForm({ save, saving, send, children }: Props) {
  // A refusal is told by src/stores/tell-buyer.ts.
  const { busy, change } = useChange(send);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) await change(undefined);
  }
  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)}>
      {children}
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? saving : save}
      </button>
    </form>
  );
}
