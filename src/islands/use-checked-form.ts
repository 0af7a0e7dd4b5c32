import { useRef, useState, type FormEvent } from 'react';
import { answerOrTold } from '../stores/tell-buyer.ts';

/** Each refused field's problem: a message, or a rule its form words itself. */
type FieldElement = HTMLInputElement | HTMLSelectElement;

export type FormProblems<F extends string, P = string> = Partial<Record<F, P>>;

/**
 * A form checked on submit: flagged fields are checked again as the buyer types, so a message goes
 * once the value is right; the first refused field takes the focus. (No check on blur: a message
 * appearing then moves the button being clicked.) `send` answers once the server has (its refusal
 * is already a toast); it answers 'leaving' when the page is being left, so the form stays busy.
 */
export function useCheckedForm<F extends string, P = string>(
  fields: readonly F[],
  initial: Record<F, string>,
  check: (values: Record<F, string>) => FormProblems<F, P>,
  send: (values: Record<F, string>) => Promise<void | 'leaving'>,
) {
  const [values, setValues] = useState(initial);
  const [problems, setProblems] = useState<FormProblems<F, P>>({});
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<F, FieldElement | null>>>({});

  function change(field: F, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setProblems((current) => {
      const found = check(next);
      return Object.fromEntries(
        fields.filter((f) => f in current && found[f]).map((f) => [f, found[f]]),
      ) as FormProblems<F, P>;
    });
  }

  /** A form's submit event, or none where the fields are a group inside another form. */
  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    const found = check(values);
    setProblems(found);
    const first = fields.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setBusy(true);
    // A refusal is told as a toast; the form stays to correct.
    if ((await answerOrTold(send(values))) === 'leaving') return;
    setBusy(false);
  }

  const inputRef = (field: F) => (element: FieldElement | null) => {
    inputs.current[field] = element;
  };
  const focus = (field: F) => inputs.current[field]?.focus();
  return { values, setValues, problems, setProblems, busy, change, submit, inputRef, focus };
}
