import { useState, type SubmitEvent } from 'react';
import { useSave } from './use-save.ts';

/**
 * A form's values and its save: `send` gets the values on submit (the browser has checked the
 * fields' limits first) and `onSaved` the server's answer.
 */
export function useEditForm<V extends object, A>(
  initial: V,
  send: (values: V) => Promise<A>,
  onSaved?: (answer: A) => void,
) {
  const [values, setValues] = useState(initial);
  const { saving, saved, save, edited } = useSave();

  function change<K extends keyof V>(field: K, value: V[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    edited();
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const answer = await save(() => send(values));
    if (answer !== null) onSaved?.(answer);
  }

  return { values, change, submit, saving, saved };
}
