import { useState, type SubmitEvent } from 'react';
import { synonymsGet, synonymsSave } from '../../api/editor.ts';
import type { EditorSynonyms } from '#contract/calls/synonyms.ts';
import { fill, pick } from '#contract/i18n/text.ts';
import { parseSynonyms, SYNONYM_LIMITS } from '#contract/rules/synonyms.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import { SaveBar } from './SaveBar.tsx';
import type { SectionProps } from './section-props.ts';
import { useSave } from './use-save.ts';

/** The search's synonym groups, edited as text; checked here with the server's rules before it is sent. */
export function SynonymsSection(props: SectionProps) {
  const synonyms = useAnswer(synonymsGet, 'synonyms');
  return (
    <>
      <p className="editor-intro">{props.strings.synonyms.intro}</p>
      <Answer call={synonyms} strings={props.strings}>
        {(answer) => <SynonymsForm {...props} answer={answer} />}
      </Answer>
    </>
  );
}

function SynonymsForm({ locale, strings, answer }: SectionProps & { answer: EditorSynonyms }) {
  const text = strings.synonyms;
  const [value, setValue] = useState(answer.text);
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, saved, save, edited } = useSave();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = parseSynonyms(value);
    if ('problem' in parsed) {
      setProblem(pick(parsed.problem, locale));
      document.getElementById('synonyms-text')?.focus();
      return;
    }
    setProblem(null);
    const stored = await save(() => synonymsSave(value));
    if (stored) setValue(stored.text);
  }

  return (
    <form
      className="editor-form"
      aria-labelledby="editor-section-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <div className="field">
        <label htmlFor="synonyms-text">{text.label}</label>
        <textarea
          id="synonyms-text"
          rows={14}
          value={value}
          maxLength={SYNONYM_LIMITS.textMax}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'synonyms-hint synonyms-problem' : 'synonyms-hint'}
          onChange={(event) => {
            setValue(event.target.value);
            edited();
          }}
        />
        <p id="synonyms-hint" className="field-hint">
          {fill(text.hint, { groups: SYNONYM_LIMITS.groups, words: SYNONYM_LIMITS.wordsPerGroup })}
        </p>
        {problem && (
          <p id="synonyms-problem" className="field-error">
            {problem}
          </p>
        )}
      </div>
      <SaveBar saving={saving} saved={saved} strings={strings} />
    </form>
  );
}
