import type { FastifyInstance } from 'fastify';
import type { EditorList, EditorPage, MarkdownPreviewAnswer, PageSaveRequest } from '#contract/api/editor-content-types.ts';
import { pick } from '#contract/i18n/text.ts';
import { renderMarkdown } from '#contract/rules/markdown.ts';
import { EDITOR_LIMITS } from '#contract/limits/editor.ts';
import { listPages, savePage } from '../../editor/info-pages.ts';
import { ok } from '../../http/envelope.ts';
import { emptyBody, fields, text } from '#contract/fields.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';
import { markdown } from './editor-fields.ts';
import { requireEditor } from '../../auth/editor.ts';
import { NEED_EDITOR } from './editor-guard.ts';

export const pageFields = {
  slug: text({ label: { en: 'page', zh: '页面' }, required: true, max: 60 }),
  titleEn: text({ label: { en: 'English title', zh: '英文标题' }, required: true, max: EDITOR_LIMITS.pageTitle }),
  titleZh: text({ label: { en: 'Chinese title', zh: '中文标题' }, required: true, max: EDITOR_LIMITS.pageTitle }),
  bodyEn: markdown({ en: 'English text', zh: '英文正文' }),
  bodyZh: markdown({ en: 'Chinese text', zh: '中文正文' }),
};

/** The info and legal pages, and the Markdown preview both they and the services use. */
export async function infoPageRoutes(app: FastifyInstance): Promise<void> {
  app.post('/editor/pageList', {
    schema: { tags: ['editor'], summary: `The info and legal pages with their texts ${NEED_EDITOR}`, body: emptyBody },
  }, async (request) => {
    await requireEditor(request);
    return ok<EditorList<EditorPage>>({ list: await listPages(app.db) });
  });

  app.post('/editor/pageSave', {
    schema: { tags: ['editor'], summary: `Replace an existing page's titles and texts (404 for any other slug) ${NEED_EDITOR}`, body: fields(pageFields) },
  }, async (request) => {
    const editor = await requireEditor(request);
    return ok<EditorPage>(await savePage(app.db, editor, request.body as PageSaveRequest), pick(EDITOR_MESSAGES.saved, request.language));
  });

  app.post('/editor/markdownPreview', {
    schema: {
      tags: ['editor'],
      summary: `Markdown as the site shows it: sanitised HTML from the site's own renderer ${NEED_EDITOR}`,
      body: fields({ markdown: text({ label: { en: 'Markdown', zh: 'Markdown 文本' }, max: EDITOR_LIMITS.markdown, keepSpaces: true }) }),
    },
  }, async (request) => {
    await requireEditor(request);
    const { markdown: source = '' } = request.body as { markdown?: string };
    return ok<MarkdownPreviewAnswer>({ html: await renderMarkdown(source) });
  });
}
