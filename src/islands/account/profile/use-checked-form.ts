import { useRef, useState, type FormEvent } from 'react';

export type FormProblems<F extends string> = Partial<Record<F, string>>;

/**
 * A form checked on submit, as the registration form is: flagged fields are checked again as the
 * buyer types, so a message goes once the value is right; the first refused field takes the focus.
 * `send` answers once the server has (its refusal is already a toast).
 */
export function useCheckedForm<F extends string>(
  fields: readonly F[],
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FormProblems<F>,
  send: (values: Record<F, string>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F>>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  function change(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setProblems((current) => {
      const found = check(next);
      return Object.fromEntries(fields.filter((f) => f in current && found[f]).map((f) => [f, found[f]])) as FormProblems<F>;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = check(values);
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(values);
    } catch {
      // The server's message is already a toast; the form stays to correct.
    } finally {
      setBusy(false);
    }
  }

  const inputRef = (field: F) => (element: HTMLInputElement | null) => { inputs.current[field] = element; };
  return { values, setValues, problems, busy, change, submit, inputRef };
}
