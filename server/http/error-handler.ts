import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fillBoth, pick, type BilingualText } from '#contract/i18n/text.ts';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { ApiError, CODE, httpStatusFor } from './api-error.ts';
import { ValidationFailure } from './schema-errors.ts';

interface Refusal {
  code: number;
  text: BilingualText;
  data: Record<string, unknown> | null;
}

/** Fastify's own errors for bad requests, as messages a buyer can read. */
const FASTIFY_REFUSALS: Record<string, BilingualText> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.notJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MESSAGES.invalidJson,
};

function refusalFor(error: FastifyError | Error): Refusal | null {
  if (error instanceof ApiError) return { code: error.code, text: error.text, data: error.data };
  if (isDatabaseUnreachable(error)) return { code: CODE.unavailable, text: MESSAGES.databaseUnavailable, data: null };
  if (error instanceof ValidationFailure) {
    return { code: CODE.badInput, text: error.text, data: error.field ? { field: error.field } : null };
  }
  const code = (error as FastifyError).code;
  const known = code ? FASTIFY_REFUSALS[code] : undefined;
  if (known) return { code: CODE.badInput, text: known, data: null };
  // Any other client error Fastify raises (a malformed request line, a wrong header) is still the client's.
  const status = (error as FastifyError).statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { code: CODE.badInput, text: { en: error.message, zh: error.message }, data: null };
  }
  return null;
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = refusalFor(error);
    if (!refusal) {
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ code: CODE.serverError, msg: pick(MESSAGES.serverError, request.language), data: null });
    }
    if (refusal.code === CODE.unavailable) {
      // One line per request, not a stack each: the outage itself (the database, or Stripe) is what the operator needs to see.
      request.log.warn(
        `${isDatabaseUnreachable(error) ? 'database unreachable' : 'service unavailable'}: ${error.message}`,
      );
      reply.header('retry-after', '5');
    }
    return reply
      .status(httpStatusFor(refusal.code))
      .send({ code: refusal.code, msg: pick(refusal.text, request.language), data: refusal.data });
  });

  app.setNotFoundHandler((request, reply) => {
    const values = { method: request.method, url: request.url.split('?')[0]!.slice(0, 200) };
    return reply
      .status(404)
      .send({ code: CODE.notFound, msg: pick(fillBoth(MESSAGES.noSuchCall, values), request.language), data: null });
  });
}
