import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isWebAddress, PUNCH_OUT_LIMITS } from '#contract/limits/punch-out.ts';
import { pick, type BilingualText } from '#contract/i18n/text.ts';
import { CXML_STATUS_TEXT as TEXT, PUNCH_OUT_MESSAGES } from '../i18n/punch-out-messages.ts';
import { cxmlConnection, ociConnection } from '../punch-out/authenticate.ts';
import { cxmlResponse, setupResponse } from '../punch-out/cxml-documents.ts';
import { readHeader, readOrderRequest, readSetupRequest } from '../punch-out/cxml-read.ts';
import { keepDocument } from '../punch-out/documents.ts';
import { placePurchaseOrder } from '../punch-out/order-request.ts';
import { basketFormPage } from '../punch-out/form-page.ts';
import { openPunchOutSession, startCodeLive } from '../punch-out/punch-out-sessions.ts';
import { transferForm } from '../punch-out/transfer.ts';
import { attributeOf, readXml } from '../punch-out/xml-input.ts';
import { documentedOnly, PUNCH_OUT_ROUTE_DOCS as DOCS } from '../punch-out/route-docs.ts';

/**
 * The procurement systems' entry points (docs/punch-out.md), outside /api: cXML documents in and out
 * (/punchout/cxml/setup, /punchout/cxml/order), OCI's browser entry (/punchout/oci), and the start page
 * that sends the buyer's browser into the shop. Every refusal is answered in the protocol's own way
 * and logged; nothing here answers JSON.
 */

const CXML_TYPE = 'text/xml; charset=utf-8';

/** Where the buyer's browser spends a start code: the basket page, in the buyer's language. */
const basketPage = (code: string, zh: boolean) => `${zh ? '/zh-cn' : ''}/basket#punchout=${code}`;

/** A short page for a person (OCI's browser entry, a spent start page), in both languages. */
function personPage(reply: FastifyReply, status: number, text: BilingualText) {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Lihda Group</title><p>${text.en}</p><p lang="zh-CN">${text.zh}</p></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(body);
}

type CxmlKind = 'PunchOutSetupRequest' | 'OrderRequest';

/** incoming()'s answer once it has sent the refusal. */
const refused = (_sent: FastifyReply) => null;

/** A document's xml:lang as the shop's language: Chinese answers for zh, else English. */
const languageOf = (lang = '') => (/^zh/i.test(lang) ? 'zh-cn' : 'en');

export async function punchOutRoutes(app: FastifyInstance): Promise<void> {
  // Documents arrive as XML or as forms (OCI): read as text here, whatever they say they are.
  app.removeAllContentTypeParsers();
  app.setValidatorCompiler(documentedOnly);
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: PUNCH_OUT_LIMITS.documentBytes * 2 },
    (_request, body, done) => done(null, body),
  );

  /** Answers a cXML request with a refusal: logged, kept, and the status mirrored in HTTP's. */
  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: CxmlKind,
    status: number,
    text: BilingualText,
    context: { connectionId?: number; payloadId?: string; language?: string } = {},
  ) {
    request.log.warn(
      { punchOut: kind, status, reason: text.en, connectionId: context.connectionId },
      'punch-out request refused',
    );
    const body = typeof request.body === 'string' ? request.body.slice(0, PUNCH_OUT_LIMITS.documentBytes) : '';
    await keepDocument(app.db, {
      connectionId: context.connectionId ?? null,
      kind,
      payloadId: context.payloadId ?? '',
      status,
      body,
    });
    return reply
      .status(status)
      .type(CXML_TYPE)
      .send(cxmlResponse(status, pick(text, languageOf(context.language))));
  }

  /** Reads, checks and authenticates an incoming cXML request; a refusal is answered here and gives null. */
  async function incoming(request: FastifyRequest, reply: FastifyReply, kind: CxmlKind) {
    const body = typeof request.body === 'string' ? request.body : '';
    const xml = readXml(body);
    if (!xml.ok) return refused(await refuse(request, reply, kind, 400, TEXT[xml.refusal]));
    const read = readHeader(xml.root);
    if (!read) return refused(await refuse(request, reply, kind, 400, TEXT.notCxml));
    const language = attributeOf(read.cxml, 'xml:lang');
    const context = { payloadId: read.header.payloadId, language };
    const connection = await cxmlConnection(app.db, read.header);
    if (!connection) return refused(await refuse(request, reply, kind, 401, TEXT.unauthorized, context));
    return { ...read, connection, body, context: { ...context, connectionId: connection.id } };
  }

  app.post('/cxml/setup', { schema: DOCS.cxmlSetup }, async (request, reply) => {
    const kind = 'PunchOutSetupRequest';
    const parsed = await incoming(request, reply, kind);
    if (!parsed) return reply;
    const { connection, header, cxml, context } = parsed;
    const setup = readSetupRequest(cxml);
    if (!setup) return refuse(request, reply, kind, 400, TEXT.notCxml, context);
    if (!isWebAddress(setup.browserFormPost)) return refuse(request, reply, kind, 400, TEXT.noFormPost, context);
    if (setup.buyerCookie.length > PUNCH_OUT_LIMITS.buyerCookie)
      return refuse(request, reply, kind, 400, TEXT.longCookie, context);
    const code = await openPunchOutSession(app.db, connection.id, {
      returnUrl: setup.browserFormPost,
      buyerCookie: setup.buyerCookie,
      buyerEmail: setup.buyerEmail,
    });
    await keepDocument(app.db, {
      connectionId: connection.id,
      kind,
      payloadId: header.payloadId,
      status: 200,
      body: parsed.body,
    });
    const zh = languageOf(context.language) === 'zh-cn';
    return reply
      .type(CXML_TYPE)
      .send(setupResponse(`${request.protocol}://${request.host}/punchout/start/${code}${zh ? '?lang=zh-cn' : ''}`));
  });

  app.post('/cxml/order', { schema: DOCS.cxmlOrder }, async (request, reply) => {
    const kind = 'OrderRequest';
    const parsed = await incoming(request, reply, kind);
    if (!parsed) return reply;
    const { connection, header, cxml, context } = parsed;
    const order = readOrderRequest(cxml);
    if (!order) return refuse(request, reply, kind, 400, TEXT.notCxml, context);
    const outcome = await placePurchaseOrder(app.db, connection, {
      payloadId: header.payloadId,
      order,
      body: parsed.body,
      language: languageOf(context.language),
      holds: app.stockHolds,
    });
    if (outcome.status !== 200) return refuse(request, reply, kind, outcome.status, outcome.text, context);
    request.log.info(
      { punchOut: kind, connectionId: connection.id, payloadId: header.payloadId },
      'punch-out order placed',
    );
    return reply.type(CXML_TYPE).send(cxmlResponse(200, pick(outcome.text, languageOf(context.language))));
  });

  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/start/:code',
    { schema: DOCS.start },
    async (request, reply) => {
      const { code } = request.params;
      if (!/^[\w-]{1,64}$/.test(code) || !(await startCodeLive(app.db, code))) {
        request.log.warn({ punchOut: 'start' }, 'punch-out start page spent or expired');
        return personPage(reply, 410, PUNCH_OUT_MESSAGES.startUsed);
      }
      return reply.redirect(basketPage(code, request.query.lang === 'zh-cn'), 303);
    },
  );

  /** The page that posts a transferred basket to the procurement system (server/punch-out/form-page.ts). */
  app.get<{ Params: { code: string }; Querystring: { lang?: string } }>(
    '/transfer/:code',
    { schema: DOCS.transfer },
    async (request, reply) => {
      const { code } = request.params;
      const form = /^[\w-]{1,64}$/.test(code) ? await transferForm(app.db, code) : null;
      if (!form) return personPage(reply, 410, PUNCH_OUT_MESSAGES.transferUsed);
      const page = basketFormPage(
        form.action,
        form.fields,
        { title: PUNCH_OUT_MESSAGES.transferring, button: PUNCH_OUT_MESSAGES.transferButton },
        request.query.lang === 'zh-cn' ? 'zh-cn' : 'en',
      );
      return reply
        .header('content-security-policy', page.csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );

  /** OCI: the procurement system opens the shop in the buyer's browser with its credentials and HOOK_URL. */
  const ociEntry = async (request: FastifyRequest, reply: FastifyReply, form: URLSearchParams) => {
    const hookUrl = form.get('HOOK_URL') ?? '';
    const refuse = (status: number, text: BilingualText) => {
      request.log.warn({ punchOut: 'oci', status, reason: text.en }, 'punch-out request refused');
      return personPage(reply, status, text);
    };
    const connection = await ociConnection(
      app.db,
      (form.get('USERNAME') ?? '').slice(0, PUNCH_OUT_LIMITS.identity),
      (form.get('PASSWORD') ?? '').slice(0, 200),
    );
    if (!connection) return refuse(401, TEXT.unauthorized);
    if (!isWebAddress(hookUrl)) return refuse(400, PUNCH_OUT_MESSAGES.badHookUrl);
    const code = await openPunchOutSession(app.db, connection.id, {
      returnUrl: hookUrl,
      buyerCookie: '',
      buyerEmail: '',
    });
    return reply.redirect(basketPage(code, /^zh/i.test(form.get('language') ?? '')), 303);
  };
  app.get('/oci', { schema: DOCS.ociGet }, (request, reply) =>
    ociEntry(request, reply, new URLSearchParams(request.url.split('?')[1] ?? '')),
  );
  app.post('/oci', { schema: DOCS.ociPost }, (request, reply) =>
    ociEntry(request, reply, new URLSearchParams(typeof request.body === 'string' ? request.body : '')),
  );
}
