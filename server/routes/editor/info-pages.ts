import type { FastifyInstance } from 'fastify';
import * as calls from '#contract/calls/editor-pages.ts';
import { renderMarkdown } from '#contract/rules/markdown.ts';
import { listPages, savePage } from '../../editor/info-pages.ts';
import { route } from '../../http/route.ts';
import { EDITOR_MESSAGES } from '../../i18n/editor-messages.ts';

/** The info and legal pages, and the Markdown preview both they and the services use. */
export async function infoPageRoutes(app: FastifyInstance): Promise<void> {
  route(app, calls.pageList, async () => ({ list: await listPages(app.db) }));

  route(app, calls.pageSave, async ({ body, session, say }) => {
    say(EDITOR_MESSAGES.saved);
    return savePage(app.db, session, body);
  });

  route(app, calls.markdownPreview, async ({ body }) => ({ html: await renderMarkdown(body.markdown ?? '') }));
}
