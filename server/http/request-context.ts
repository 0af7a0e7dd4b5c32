import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '#contract/i18n/text.ts';
import type { Db } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
  interface FastifyRequest {
    /** From the `lang` header ('en' or 'zh-cn'); messages come back in it. */
    language: Language;
  }
}

export function languageOf(request: FastifyRequest): Language {
  return request.headers.lang === 'zh-cn' ? 'zh-cn' : 'en';
}

/** Puts the database on the app and the language on every request. */
export const requestContext = fp(async (app: FastifyInstance, options: { db: Db }) => {
  app.decorate('db', options.db);
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
  });
});
