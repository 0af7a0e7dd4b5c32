import type { FastifyInstance } from 'fastify';
import { catalogueImportRoutes } from './catalogue-import.ts';
import { categoryRoutes } from './categories.ts';
import { changeRoutes } from './changes.ts';
import { companyInfoRoutes } from './company-info.ts';
import { familyRoutes } from './families.ts';
import { familyShapeRoutes } from './family-shape.ts';
import { infoPageRoutes } from './info-pages.ts';
import { publishRoutes } from './publish.ts';
import { serviceRoutes } from './services.ts';
import { synonymRoutes } from './synonyms.ts';

/**
 * The editor console's calls (editor/…, contract/calls/editor-*.ts, docs/editors.md): company
 * details, services, info and legal pages, categories, product families and variants, the search's
 * synonyms, the catalogue import, publishing and the audit record. Each declares its caller (editors,
 * or any staff for the audit record; the rebuild webhook takes its secret instead), and every change
 * is written in one transaction with its audit record.
 */
export async function editorRoutes(app: FastifyInstance): Promise<void> {
  const areas = [
    companyInfoRoutes,
    serviceRoutes,
    infoPageRoutes,
    categoryRoutes,
    familyRoutes,
    familyShapeRoutes,
    synonymRoutes,
    catalogueImportRoutes,
    publishRoutes,
    changeRoutes,
  ];
  for (const routes of areas) await app.register(routes);
}
