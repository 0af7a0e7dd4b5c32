import { useState } from 'react';
import { serviceList } from '../../api/editor.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import { useAnswer } from '../use-answer.ts';
import { Answer } from './Answer.tsx';
import type { SectionProps } from './section-props.ts';
import { ServiceForm } from './ServiceForm.tsx';
import { ServiceList } from './ServiceList.tsx';
import { useFocusAfter } from './use-focus-after.ts';

/** Our services: the list in the site's order, and one service's form in its place. */
export function ServicesSection({ locale, strings }: SectionProps) {
  const services = useAnswer(serviceList, 'services');
  const [editing, setEditing] = useState<EditorService | 'new' | null>(null);
  const focusLater = useFocusAfter();

  function saved(service: EditorService) {
    const list = services.answer?.list ?? [];
    const known = list.some((s) => s.id === service.id);
    services.setAnswer({ list: known ? list.map((s) => (s.id === service.id ? service : s)) : [...list, service] });
    setEditing(service);
  }

  function back() {
    focusLater(editing === 'new' || editing === null ? 'service-add' : `service-${editing.id}-edit`);
    setEditing(null);
  }

  if (editing !== null) {
    return (
      <ServiceForm
        service={editing === 'new' ? null : editing}
        locale={locale}
        strings={strings}
        onSaved={saved}
        onBack={back}
      />
    );
  }
  return (
    <>
      <p className="editor-intro">{strings.services.intro}</p>
      <Answer call={services} strings={strings}>
        {({ list }) => (
          <ServiceList
            list={list}
            locale={locale}
            strings={strings}
            onEdit={setEditing}
            onList={(next) => services.setAnswer({ list: next })}
            focusLater={focusLater}
          />
        )}
      </Answer>
    </>
  );
}
