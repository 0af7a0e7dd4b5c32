import type { FastifyInstance } from 'fastify';
import type { ChangeListAnswer, ChangeListRequest } from '#contract/api/editor-content-types.ts';
import { listChanges } from '../../editor/change-list.ts';
import { ok } from '../../http/envelope.ts';
import { fields, LABELS, text, wholeNumber } from '#contract/fields.ts';
import { requireStaff } from '../../auth/staff.ts';

/** The audit record of every staff change (editor_changes): editors' content, sales' order actions. Any staff role may read it. */
export async function changeRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/changeList', {
    schema: {
      tags: ['editor'],
      summary: 'Who changed what and when, newest first, optionally of one area and record (staff: 701 without a session, 403 for buyers)',
      body: fields({
        page: wholeNumber({ label: LABELS.page, min: 1, max: 10_000 }),
        pageSize: wholeNumber({ label: LABELS.pageSize, min: 1, max: 100 }),
        area: text({ label: { en: 'area', zh: '范围' }, max: 30 }),
        recordId: text({ label: { en: 'record', zh: '记录' }, max: 60 }),
      }),
    },
    onRequest: async (request) => {
      await requireStaff(request, 'any');
    },
  }, async (request) => {
    return ok<ChangeListAnswer>(await listChanges(app.db, request.body as ChangeListRequest));
  });
}
