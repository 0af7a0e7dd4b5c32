import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FILE_CACHE,
  isPublicCache,
  type DownloadDeclaration,
  type FileCache,
  type QueryOf,
} from '#contract/download.ts';
import { isCurrent } from './etag.ts';
import { CALLER_NOTE, checksOnRequest, PUNCH_OUT_NOTE, SESSION_CHECK, sessionFor, type SessionOf } from './route.ts';

/** What a file call's handler answers; the registrar adds the declared headers. */
export interface FileAnswer {
  bytes: Uint8Array | string;
  contentType: string;
  /** Named in Content-Disposition when the declaration has one; made of A-Z a-z 0-9 . _ - (server/downloads/file-names.ts), or cleaned here. */
  fileName?: string;
  /** Hex SHA-256 of the bytes when already known (stored files); public files get it computed otherwise. */
  sha256?: string;
  /** Another public policy than the declaration's, for this answer (a file asked for by an out-of-date name). */
  cache?: FileCache;
}

export interface DownloadContext<D extends DownloadDeclaration, S> {
  query: QueryOf<D>;
  session: S;
  request: FastifyRequest;
}

/**
 * Registers a declared file call (contract/download.ts): the query checked by Ajv, the caller on
 * request (701/403 before anything is read), and the answer sent with the declared disposition and
 * caching; a public file carries a strong ETag of its content and answers 304 when the client has it.
 */
export function download<D extends DownloadDeclaration>(
  app: FastifyInstance,
  declaration: D,
  handler: (context: DownloadContext<D, SessionOf<D['caller']>>) => Promise<FileAnswer>,
): void {
  const check = SESSION_CHECK[declaration.caller];
  const binary = { type: 'string', format: 'binary' };
  app.route({
    method: 'GET',
    url: `/${declaration.path}`,
    // Files a buyer fetches are the account's (invoices, statements, exports): shut in punch-out too.
    ...checksOnRequest(declaration.caller, check),
    schema: {
      tags: [declaration.tag],
      summary:
        declaration.summary + CALLER_NOTE[declaration.caller] + (declaration.caller === 'buyer' ? PUNCH_OUT_NOTE : ''),
      'x-caller': declaration.caller,
      ...(declaration.caller === 'anyone' ? {} : { security: [{ token: [] }] }),
      querystring: declaration.query,
      response: {
        200: {
          description: 'The file',
          content: Object.fromEntries(declaration.contentTypes.map((type) => [type, { schema: binary }])),
        },
        ...(isPublicCache(declaration.cache)
          ? { 304: { description: 'The copy named by If-None-Match is current', type: 'null' } }
          : {}),
      },
    },
    handler: async (request, reply) => {
      const session = (await sessionFor(declaration.caller, request)) as SessionOf<D['caller']>;
      const file = await handler({ query: request.query as QueryOf<D>, session, request });
      reply.header('cache-control', FILE_CACHE[file.cache ?? declaration.cache]);
      if (declaration.disposition && file.fileName !== undefined) {
        reply.header(
          'content-disposition',
          `${declaration.disposition}; filename="${file.fileName.replace(/["\\\r\n]/g, '')}"`,
        );
      }
      if (isPublicCache(declaration.cache)) {
        const etag = `"${file.sha256 ?? createHash('sha256').update(file.bytes).digest('hex')}"`;
        reply.header('etag', etag);
        if (isCurrent(request.headers['if-none-match'], etag)) return reply.status(304).send();
      }
      return reply.type(file.contentType).send(typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes));
    },
  });
}
