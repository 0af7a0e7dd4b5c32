import type { FastifyInstance } from 'fastify';
import { catalogueImportRoutes } from './catalogue-import.ts';
import { changeRoutes } from './changes.ts';
import { editorContentRoutes } from './content.ts';
import { publishRoutes } from './publish.ts';

/** The editor console's calls (editor/…): every one needs an editor's session, except the rebuild webhook's secret. */
export async function editorRoutes(app: FastifyInstance): Promise<void> {
  for (const routes of [editorContentRoutes, catalogueImportRoutes, publishRoutes, changeRoutes]) await app.register(routes);
}
