import { useState, type FormEvent, type ReactNode } from 'react';

interface Props {
  save: string;
  saving: string;
  /** Sends the choice; a refusal is already a toast. */
  send: () => Promise<void>;
  children: ReactNode;
}

/** A small form of one choice and its save button (language, newsletter). */
export function PreferenceForm({ save, saving, send, children }: Props) {
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await send();
    } catch {
      // The server's message is already a toast.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="profile-form" onSubmit={(event) => void submit(event)}>
      {children}
      <button type="submit" className="button" aria-disabled={busy || undefined}>{busy ? saving : save}</button>
    </form>
  );
}
