import { serviceSave } from '../../api/editor.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import { localised } from '../../i18n/localised.ts';
import { NO_SERVICE_TEXTS, pickFields, SERVICE_TEXTS, type ServiceTexts } from '../../lib/editor/form-fields.ts';
import { fill } from '#contract/i18n/text.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { EditPanel } from './EditPanel.tsx';
import { SaveBar } from './SaveBar.tsx';
import type { SectionProps } from './section-props.ts';
import { TextPair } from './TextPair.tsx';
import { useEditForm } from './use-edit-form.ts';

interface Props extends SectionProps {
  /** null: a new service, added at the end of the list when saved. */
  service: EditorService | null;
  onSaved: (service: EditorService) => void;
  onBack: () => void;
}

/** A service's title, summary and text (Markdown, with its preview), in both languages. */
export function ServiceForm({ service, locale, strings, onSaved, onBack }: Props) {
  const text = strings.services;
  // After its first save a new service has an id: later saves replace it rather than add another.
  const send = (values: ServiceTexts) => serviceSave(service ? { id: service.id, ...values } : values);
  const form = useEditForm(service ? pickFields(service, SERVICE_TEXTS) : NO_SERVICE_TEXTS, send, onSaved);
  const shared = { form: 'service', values: form.values, labels: text.labels, onChange: form.change, strings };
  return (
    <EditPanel
      id="service"
      title={service ? fill(strings.editOf, { name: localised(service, 'title', locale) }) : text.newTitle}
      onBack={onBack}
      strings={strings}
    >
      <form className="editor-form" aria-labelledby="service-title" onSubmit={(event) => void form.submit(event)}>
        <TextPair {...shared} name="title" maxLength={EDITOR_LIMITS.serviceTitle} />
        <TextPair {...shared} name="summary" kind="text" maxLength={EDITOR_LIMITS.serviceSummary} />
        <TextPair {...shared} name="body" kind="markdown" maxLength={EDITOR_LIMITS.markdown} />
        <SaveBar saving={form.saving} saved={form.saved} strings={strings} />
      </form>
    </EditPanel>
  );
}
