import { serviceDelete, serviceMove } from '../../api/editor.ts';
import type { EditorService } from '#contract/calls/editor-services.ts';
import { localised } from '../../i18n/localised.ts';
import { fill } from '#contract/i18n/text.ts';
import { ConfirmStep } from './ConfirmStep.tsx';
import { EditButton } from './EditButton.tsx';
import { EditorTable } from './EditorTable.tsx';
import type { SectionProps } from './section-props.ts';
import { useChange } from '../use-change.ts';

interface Props extends SectionProps {
  list: EditorService[];
  onEdit: (service: EditorService | 'new') => void;
  /** The list as the server answered a move or a delete. */
  onList: (list: EditorService[]) => void;
  focusLater: (id: string) => void;
}

/** The services in the site's order: edit, move one place up or down, delete (after a second step), add. */
export function ServiceList({ list, locale, strings, onEdit, onList, focusLater }: Props) {
  const text = strings.services;

  // A refusal's message is a toast; the list stays as it was.
  const moving = useChange(serviceMove);
  const deleting = useChange(serviceDelete);

  async function move(service: EditorService, direction: 'up' | 'down') {
    const moved = await moving.change({ id: service.id, direction });
    if (!moved) return;
    onList(moved.list);
    // At the top (or bottom) its button is disabled: focus goes to the other one.
    const place = moved.list.findIndex((s) => s.id === service.id);
    const stuck = direction === 'up' ? place === 0 : place === moved.list.length - 1;
    const button = stuck ? (direction === 'up' ? 'down' : 'up') : direction;
    focusLater(`service-${service.id}-${button}`);
  }

  async function remove(service: EditorService) {
    const left = await deleting.change(service.id);
    if (!left) return;
    onList(left.list);
    focusLater('service-add');
  }

  return (
    <>
      {list.length === 0 ? (
        <p className="editor-note">{text.empty}</p>
      ) : (
        <EditorTable caption={text.caption} columns={[text.position, text.name, strings.actions]}>
          {list.map((service, index) => {
            const name = localised(service, 'title', locale);
            const id = `service-${service.id}`;
            return (
              <tr key={service.id}>
                <td className="num">{index + 1}</td>
                <th scope="row">{name}</th>
                <td>
                  <div className="row-actions">
                    <EditButton id={`${id}-edit`} name={name} onClick={() => onEdit(service)} strings={strings} />
                    <button
                      id={`${id}-up`}
                      type="button"
                      className="button secondary"
                      aria-label={fill(text.upOf, { name })}
                      disabled={index === 0}
                      onClick={() => void move(service, 'up')}
                    >
                      {text.up}
                    </button>
                    <button
                      id={`${id}-down`}
                      type="button"
                      className="button secondary"
                      aria-label={fill(text.downOf, { name })}
                      disabled={index === list.length - 1}
                      onClick={() => void move(service, 'down')}
                    >
                      {text.down}
                    </button>
                    <ConfirmStep
                      label={text.delete}
                      name={fill(text.deleteOf, { name })}
                      question={fill(text.deleteQuestion, { name })}
                      confirm={text.deleteConfirm}
                      cancel={strings.cancel}
                      onConfirm={() => void remove(service)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </EditorTable>
      )}
      <button id="service-add" type="button" className="button" onClick={() => onEdit('new')}>
        {text.add}
      </button>
    </>
  );
}
