import * as T from 'typebox';
import { defineCall } from '../call.ts';
import { fields, text } from '../fields.ts';
import { Page, pagingFields } from './paging.ts';

/** The audit record of every staff change (editor_changes): editors' content, sales' order actions. */

export const EditorChangeRecord = T.Object({
  id: T.Integer(),
  /** ISO 8601. */
  at: T.String(),
  /** The editor's email address (kept when the account is gone). */
  email: T.String(),
  area: T.String(),
  recordId: T.String(),
  /** create, update, delete, move, image … */
  action: T.String(),
  summary: T.String(),
  /** The fields changed, each `{ from, to }`; long texts are cut. */
  detail: T.Unknown(),
});
export type EditorChangeRecord = T.Static<typeof EditorChangeRecord>;

export const changeList = defineCall({
  path: 'editor/changeList',
  caller: 'staff',
  tag: 'editor',
  summary:
    'Who changed what and when, newest first, optionally of one area and record; each role reads its own areas (editors content and catalogue, sales also orders, customers, companies and price lists, admins all)',
  body: fields({
    ...pagingFields,
    /** company, service, page, category, family, variant, or another area's name (import, publish …). */
    area: text({ label: { en: 'area', zh: '范围' }, max: 30 }),
    recordId: text({ label: { en: 'record', zh: '记录' }, max: 60 }),
  }),
  answer: Page(EditorChangeRecord),
});
export type ChangeListRequest = T.Static<typeof changeList.body>;
export type ChangeListAnswer = T.Static<typeof changeList.answer>;
