import { pageSave } from '../../api/editor.ts';
import type { EditorPage } from '#contract/calls/editor-pages.ts';
import { localised } from '../../i18n/localised.ts';
import { PAGE_TEXTS, pickFields } from '../../lib/editor/form-fields.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { EditPanel } from './EditPanel.tsx';
import { SaveBar } from './SaveBar.tsx';
import type { SectionProps } from './section-props.ts';
import { TextPair } from './TextPair.tsx';
import { useEditForm } from './use-edit-form.ts';

interface Props extends SectionProps {
  page: EditorPage;
  onSaved: (page: EditorPage) => void;
  onBack: () => void;
}

/** An info or legal page's title and text (Markdown, with its preview), in both languages. */
export function PageForm({ page, locale, strings, onSaved, onBack }: Props) {
  const form = useEditForm(pickFields(page, PAGE_TEXTS), (values) => pageSave({ slug: page.slug, ...values }), onSaved);
  const shared = { form: 'page', values: form.values, labels: strings.pages.labels, onChange: form.change, strings };
  return (
    <EditPanel
      id="page"
      title={fill(strings.editOf, { name: localised(page, 'title', locale) })}
      onBack={onBack}
      strings={strings}
    >
      <form className="editor-form" aria-labelledby="page-title" onSubmit={(event) => void form.submit(event)}>
        <TextPair {...shared} name="title" maxLength={EDITOR_LIMITS.pageTitle} />
        <TextPair {...shared} name="body" kind="markdown" maxLength={EDITOR_LIMITS.markdown} />
        <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
      </form>
    </EditPanel>
  );
}
