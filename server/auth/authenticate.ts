import type { FastifyRequest } from 'fastify';
import { ApiError, CODE } from '../http/api-error.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { resolveSession, type ActiveSession } from './sessions.ts';

/** Longer than any token we issue; a longer header is refused without a database look-up. */
const MAX_TOKEN_LENGTH = 128;

export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

// The session is looked up once per request: by the caller check on request (server/http/route.ts), then read again for the handler.
const resolved = new WeakMap<FastifyRequest, ActiveSession>();

/** The caller's live session, or code 701 (the client then clears its token silently). */
export async function requireSession(request: FastifyRequest): Promise<ActiveSession> {
  const known = resolved.get(request);
  if (known) return known;
  const token = tokenOf(request);
  const session = token ? await resolveSession(request.server.db, token) : null;
  if (!session) throw new ApiError(CODE.tokenInvalid, MESSAGES.sessionExpired);
  resolved.set(request, session);
  return session;
}
