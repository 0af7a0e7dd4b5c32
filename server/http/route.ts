import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { envelope, type AnswerOf, type BodyOf, type Caller, type CallDeclaration } from '#contract/call.ts';
import { requireSession } from '../auth/authenticate.ts';
import { requireEditor, type EditorSession } from '../auth/editor.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { demandCompanySecondFactor } from '../auth/second-factor/company-rule.ts';
import { requireStaff } from '../auth/staff.ts';
import { PUNCH_OUT_MESSAGES } from '../i18n/punch-out-messages.ts';
import { ApiError, CODE } from './api-error.ts';
import { ok } from './envelope.ts';
import { pick, type BilingualText } from '#contract/i18n/text.ts';

/** What a call's handler is given: the checked body, and the caller's session when the call needs one. */
export interface CallContext<C extends CallDeclaration, S> {
  body: BodyOf<C>;
  session: S;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Words the answer's `msg` (in the request's language) instead of 'OK', e.g. a welcome. */
  say: (message: BilingualText) => void;
}

export type SessionOf<K extends Caller> = K extends 'buyer'
  ? ActiveSession
  : K extends 'editor' | 'sales' | 'admin' | 'staff'
    ? EditorSession
    : null;

// The session is checked on request, before the body is read: a logged-out caller gets 701 (a buyer
// on an editor call 403), never a field's message, and a large body is not parsed for nobody.
export const SESSION_CHECK: Record<Caller, onRequestAsyncHookHandler | null> = {
  anyone: null,
  buyer: async (request) => {
    demandCompanySecondFactor(await requireSession(request));
  },
  editor: async (request) => {
    await requireEditor(request);
  },
  sales: async (request) => {
    await requireStaff(request, 'sales');
  },
  admin: async (request) => {
    await requireStaff(request, 'staff');
  },
  staff: async (request) => {
    await requireStaff(request, 'any');
  },
};

/** A buyer call a punch-out session may not make (contract/call.ts's openInPunchOut): the account's, checkout's. */
const shutInPunchOut: onRequestAsyncHookHandler = async (request) => {
  if ((await requireSession(request)).punchOut) throw new ApiError(CODE.forbidden, PUNCH_OUT_MESSAGES.shutInPunchOut);
};

/** The checks on request of a call: its caller's, then for a buyer call not open in punch-out, that refusal. */
export function checksOnRequest(caller: Caller, check: onRequestAsyncHookHandler | null, openInPunchOut?: true) {
  if (!check) return {};
  return { onRequest: caller === 'buyer' && !openInPunchOut ? [check, shutInPunchOut] : check };
}

/** A buyer call open before the company's second factor is set up (contract/call.ts). */
const sessionOnly: onRequestAsyncHookHandler = async (request) => {
  await requireSession(request);
};

export const CALLER_NOTE: Record<Caller, string> = {
  anyone: '',
  buyer: ' (701 without a live session)',
  editor: ' (editors only: 701 without a session, 403 for buyers)',
  sales: ' (sales and admins: 701 without a session, 403 for anyone else)',
  admin: ' (admins only: 701 without a session, 403 for anyone else)',
  staff: ' (staff: 701 without a session, 403 for buyers)',
};

/** What /api/docs says of a buyer call a punch-out session may not make. */
export const PUNCH_OUT_NOTE = '; 403 in a punch-out session';

export async function sessionFor(
  caller: Caller,
  request: FastifyRequest,
): Promise<ActiveSession | EditorSession | null> {
  if (caller === 'buyer') return requireSession(request);
  if (caller === 'editor') return requireEditor(request);
  if (caller === 'sales') return requireStaff(request, 'sales');
  if (caller === 'admin') return requireStaff(request, 'staff');
  if (caller === 'staff') return requireStaff(request, 'any');
  return null;
}

/** Each call's answer envelope, made once: the same schema object lets later apps reuse its serializer (schema-compilers.ts). */
const envelopes = new WeakMap<CallDeclaration['answer'], ReturnType<typeof envelope>>();

function envelopeOf(call: CallDeclaration): ReturnType<typeof envelope> {
  const made = envelopes.get(call.answer) ?? envelope(call.answer);
  envelopes.set(call.answer, made);
  return made;
}

/** Registers a declared call: its body checked by Ajv, its answer serialised by its schema, its caller checked first. */
export function route<C extends CallDeclaration>(
  app: FastifyInstance,
  call: C,
  handler: (context: CallContext<C, SessionOf<C['caller']>>) => Promise<AnswerOf<C>>,
): void {
  const check = call.openWithoutSecondFactor ? sessionOnly : SESSION_CHECK[call.caller];
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: call.method ?? 'POST',
    url: `/${call.path}`,
    ...(call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
    ...checksOnRequest(call.caller, check, call.openInPunchOut),
    schema: {
      tags: [call.tag],
      summary:
        call.summary +
        CALLER_NOTE[call.caller] +
        (call.caller === 'buyer' && !call.openInPunchOut ? PUNCH_OUT_NOTE : ''),
      // Who may make it, for readers of /api/docs and tests/api/contract.test.ts.
      'x-caller': call.caller,
      ...(call.openInPunchOut ? { 'x-open-in-punch-out': true } : {}),
      ...(call.caller === 'anyone' ? {} : { security: [{ token: [] }] }),
      ...(call.method === 'GET' ? {} : { body: call.body }),
      response: { 200: envelopeOf(call) },
    },
    handler: async (request, reply) => {
      const session = (await sessionFor(call.caller, request)) as SessionOf<C['caller']>;
      let message = null as BilingualText | null;
      const say = (words: BilingualText) => {
        message = words;
      };
      const answer = await handler({ body: (request.body ?? {}) as BodyOf<C>, session, request, reply, say });
      return message ? ok(answer, pick(message, request.language)) : ok(answer);
    },
  });
}
