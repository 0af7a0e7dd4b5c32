import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '#contract/call.ts';
import { listApiRoutes, type ApiRoute } from './helpers/api-routes.ts';
import { logInAs } from './helpers/shop.ts';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/**
 * Every route of the API is a declared call (contract/call.ts, registered by server/http/route.ts)
 * or file (contract/download.ts, server/http/download.ts): its caller follows from its path, its
 * answer is documented, and a caller who may not make it is turned away before the body is read.
 * The routes come from Fastify itself, so a route added without a declaration fails here.
 */

/** Endpoints that are not calls of the site: load balancers' probes, and Stripe's webhook, read raw. */
const NOT_CALLS: Record<string, string> = {
  'GET /api/health': "the load balancer's liveness probe",
  'GET /api/ready': "the load balancer's readiness probe",
  'POST /api/unpri/stripeWebhook': "Stripe's signed events, read raw",
};

/**
 * Calls whose path (docs/spec.md#calls) says otherwise than their caller: logging out needs the session it ends;
 * the rebuild webhook and a build's status take the x-rebuild-secret header instead of a session.
 */
const CALLER_BY_SPEC: Record<string, Caller> = {
  'GET /api/unpri/userLogout': 'buyer',
  'POST /api/editor/rebuild': 'anyone',
  'POST /api/editor/rebuildStatus': 'anyone',
};

/**
 * The caller each path prefix allows (an admin may make every staff call, server/auth/staff.ts);
 * the console's record of changes is open to all staff.
 */
const CALLERS_OF_PREFIX: Record<string, readonly Caller[]> = {
  unpri: ['anyone'],
  pri: ['buyer'],
  editor: ['editor', 'staff'],
  staff: ['sales', 'admin'],
};

interface Operation {
  'x-caller'?: Caller;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

let api: TestApi;
let routes: ApiRoute[];
let operations: Record<string, Record<string, Operation>>;

const nameOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const prefixOf = (route: ApiRoute) => /^\/api\/([^/]+)\//.exec(route.url)?.[1] ?? '';
const operationOf = (route: ApiRoute) => operations[route.url]?.[route.method.toLowerCase()];
const calls = () => routes.filter((route) => !(nameOf(route) in NOT_CALLS));

beforeAll(async () => {
  api = await openTestApi({ apiDocs: true });
  routes = await listApiRoutes(api.app);
  operations = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => api.close());

describe('every route is a declared call', () => {
  it('finds the API routes through Fastify, not through a list kept by hand', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map(nameOf)).toEqual(
      expect.arrayContaining([
        'POST /api/pri/teamInfo',
        'GET /api/unpri/downloadCad',
        'POST /api/staff/orderList',
        'GET /api/editor/catalogueExport',
      ]),
    );
  });

  it('names its caller by its path: unpri anyone, pri a buyer, editor an editor, staff sales or an admin', () => {
    const wrong = calls()
      .map((route) => {
        const bySpec = CALLER_BY_SPEC[nameOf(route)];
        return {
          route: nameOf(route),
          caller: operationOf(route)?.['x-caller'],
          allowed: bySpec ? [bySpec] : CALLERS_OF_PREFIX[prefixOf(route)],
        };
      })
      .filter(({ caller, allowed }) => caller === undefined || !allowed?.includes(caller));
    expect(wrong).toEqual([]);
  });

  it("documents its answer: the envelope around a data schema, the content types of a file, or a browser step's redirect", () => {
    const undocumented = calls().filter((route) => {
      // Single sign-on's browser steps answer a redirect (server/routes/unpri/sign-on.ts).
      if (operationOf(route)?.responses?.['303']) return false;
      const content = operationOf(route)?.responses?.['200']?.content ?? {};
      const json = content['application/json']?.schema?.properties;
      return json ? !('data' in json && 'code' in json && 'msg' in json) : Object.keys(content).length === 0;
    });
    expect(undocumented.map(nameOf)).toEqual([]);
  });
});

describe('a caller who may not make a call is turned away before its body is read', () => {
  /** A request whose body (or query) would be refused with 400 if it were read first. */
  const unreadable = (route: ApiRoute, headers: Record<string, string>) =>
    api.app.inject(
      route.method === 'POST'
        ? {
            method: 'POST',
            url: route.url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: '{"not json',
          }
        : {
            method: 'GET',
            url: `${route.url}?id=not-a-number&variantId=x&fid=x&format=x&partNo=${'x'.repeat(500)}`,
            headers,
          },
    );

  const guarded = () => calls().filter((route) => operationOf(route)?.['x-caller'] !== 'anyone');

  it('answers 701 (HTTP 401) to every pri, editor and staff call without a session', async () => {
    const answers = await Promise.all(
      guarded().map(async (route) => {
        const response = await unreadable(route, {});
        return { route: nameOf(route), status: response.statusCode, code: response.json().code };
      }),
    );
    expect(answers.length).toBeGreaterThan(60);
    expect(answers.filter((a) => a.status !== 401 || a.code !== 701)).toEqual([]);
  });

  it("answers 403 to a buyer's session on every editor and staff call", async () => {
    const buyer = await logInAs(api, 'buyer@example.com');
    const staffOnly = guarded().filter((route) => operationOf(route)?.['x-caller'] !== 'buyer');
    const answers = await Promise.all(
      staffOnly.map(async (route) => {
        const response = await unreadable(route, { token: buyer.login.token });
        return { route: nameOf(route), status: response.statusCode, code: response.json().code };
      }),
    );
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((a) => a.status !== 403 || a.code !== 403)).toEqual([]);
  });

  it('reads the body of a call anyone may make (the check above is not a refusal of every bad body)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/unpri/userLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"not json',
    });
    expect(response.json().code).toBe(400);
  });
});
