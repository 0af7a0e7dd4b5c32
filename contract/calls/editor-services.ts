import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { emptyBody, fields, idField, LABELS, oneOf, text, wholeNumber } from '../fields.ts';
import { EDITOR_LIMITS } from '../limits/editor.ts';
import { ServiceDetail } from './content.ts';
import { listOf, markdown } from './editor-fields.ts';

/** Our services as editors keep them (the site's /services/{id} pages and the footer's list). */

/** A service as the site shows it (contract/calls/content.ts), and its place in the list. */
export const EditorService = T.Object({ ...ServiceDetail.properties, sortOrder: T.Integer() });
export type EditorService = T.Static<typeof EditorService>;

const EditorServiceList = listOf(EditorService);

export const serviceFields = {
  // Without an id the service is new, added at the end of the list.
  id: wholeNumber({ label: LABELS.id, min: 1, max: 2_147_483_647 }),
  title: text({ label: { en: 'English title', zh: '英文标题' }, required: true, max: EDITOR_LIMITS.serviceTitle }),
  titleZh: text({ label: { en: 'Chinese title', zh: '中文标题' }, required: true, max: EDITOR_LIMITS.serviceTitle }),
  summary: text({
    label: { en: 'English summary', zh: '英文摘要' },
    required: true,
    max: EDITOR_LIMITS.serviceSummary,
  }),
  summaryZh: text({
    label: { en: 'Chinese summary', zh: '中文摘要' },
    required: true,
    max: EDITOR_LIMITS.serviceSummary,
  }),
  body: markdown({ en: 'English text', zh: '英文正文' }),
  bodyZh: markdown({ en: 'Chinese text', zh: '中文正文' }),
};

export const serviceList = defineCall({
  path: 'editor/serviceList',
  caller: 'editor',
  tag: 'editor',
  summary: "The services in the site's order, with their texts",
  body: emptyBody,
  answer: EditorServiceList,
});

export const serviceSave = defineCall({
  path: 'editor/serviceSave',
  caller: 'editor',
  tag: 'editor',
  summary: "Add a service (no id: at the end) or replace one's texts",
  body: fields(serviceFields),
  answer: EditorService,
});
export type ServiceSaveRequest = T.Static<typeof serviceSave.body>;

export const serviceDelete = defineCall({
  path: 'editor/serviceDelete',
  caller: 'editor',
  tag: 'editor',
  summary: 'Delete a service; answers the services left',
  body: fields({ id: idField() }),
  answer: EditorServiceList,
});

export const serviceMove = defineCall({
  path: 'editor/serviceMove',
  caller: 'editor',
  tag: 'editor',
  summary: 'Move a service one place up or down the list; answers the list',
  body: fields({
    id: idField(),
    direction: oneOf({ label: { en: 'direction', zh: '方向' }, required: true, values: ['up', 'down'] }),
  }),
  answer: EditorServiceList,
});
