import { useState } from 'react';
import { companyInfoSave } from '../../api/editor.ts';
import type { EditorCompanyInfo } from '#contract/calls/editor-company.ts';
import { COMPANY_GROUPS, companyFieldRules, companySaveRequest } from '../../lib/editor/company-fields.ts';
import { formatDateTime } from '#contract/format/dates.ts';
import { fill } from '#contract/i18n/text.ts';
import { SaveBar } from './SaveBar.tsx';
import type { SectionProps } from './section-props.ts';
import { TextField } from './TextField.tsx';
import { useEditForm } from './use-edit-form.ts';

const GROUPS = Object.keys(COMPANY_GROUPS) as Array<keyof typeof COMPANY_GROUPS>;

/** The company form, saved whole: an optional field left empty is saved empty. */
export function CompanyForm({ info, locale, strings }: SectionProps & { info: EditorCompanyInfo }) {
  const text = strings.company;
  const [savedAt, setSavedAt] = useState(info.updatedAt);
  const form = useEditForm(companySaveRequest(info), companyInfoSave, (answer) => setSavedAt(answer.updatedAt));
  return (
    <form className="editor-form" aria-labelledby="editor-section-title" onSubmit={(event) => void form.submit(event)}>
      {GROUPS.map((group) => (
        <fieldset key={group}>
          <legend>{text.groups[group]}</legend>
          {COMPANY_GROUPS[group].map((field) => (
            <TextField
              key={field}
              id={`company-${field}`}
              label={text.labels[field]}
              value={form.values[field]}
              onChange={(value) => form.change(field, value)}
              {...companyFieldRules(field)}
            />
          ))}
        </fieldset>
      ))}
      <p className="editor-note">{fill(strings.lastSaved, { when: formatDateTime(savedAt, locale) })}</p>
      <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
    </form>
  );
}
