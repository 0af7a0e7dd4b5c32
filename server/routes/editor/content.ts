import type { FastifyInstance } from 'fastify';
import { categoryRoutes } from './categories.ts';
import { companyInfoRoutes } from './company-info.ts';
import { editorFirst } from './editor-guard.ts';
import { familyRoutes } from './families.ts';
import { infoPageRoutes } from './info-pages.ts';
import { serviceRoutes } from './services.ts';
import { synonymRoutes } from './synonyms.ts';

/**
 * The content editors' calls (docs/editors.md): company details, services, info and legal pages,
 * categories, product families and variants, and the search's synonyms. Every change is written in
 * one transaction with its audit record.
 */
export async function editorContentRoutes(app: FastifyInstance): Promise<void> {
  // Within this plugin only: the caller must be an editor before the body is even validated.
  app.addHook('preValidation', editorFirst);
  for (const routes of [companyInfoRoutes, serviceRoutes, infoPageRoutes, categoryRoutes, familyRoutes, synonymRoutes]) await app.register(routes);
}
