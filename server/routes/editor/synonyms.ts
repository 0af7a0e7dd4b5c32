import type { FastifyInstance } from 'fastify';
import type { EditorSynonyms, SynonymsSaveRequest } from '#contract/api/editor-content-types.ts';
import { pick } from '#contract/i18n/text.ts';
import { SYNONYM_LIMITS } from '#contract/rules/synonyms.ts';
import { requireEditor } from '../../auth/editor.ts';
import { readSynonyms, saveSynonyms } from '../../editor/synonyms.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, text } from '../../http/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { NEED_EDITOR } from './editor-guard.ts';

export async function synonymRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/synonymsGet', {
    schema: { tags: ['editor'], summary: `The search's synonym groups ${NEED_EDITOR}`, body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok<EditorSynonyms>(await readSynonyms(app.db));
  });

  app.post('/editor/synonymsSave', {
    schema: {
      tags: ['editor'],
      summary: `Replace the search's synonyms: one group per line, words separated by commas ${NEED_EDITOR}`,
      body: fields({ text: text({ label: { en: 'synonyms', zh: '同义词' }, max: SYNONYM_LIMITS.textMax, keepSpaces: true }) }),
    },
  }, async (request) => {
    const editor = await requireEditor(request);
    const body = request.body as Partial<SynonymsSaveRequest>;
    return ok<EditorSynonyms>(await saveSynonyms(app.db, editor, body.text ?? ''), pick(EDITOR_MESSAGES.saved, request.language));
  });
}
