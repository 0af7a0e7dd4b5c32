import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from './helpers/test-api.ts';

/** /api/docs describes the procurement systems' entry points beside the API (docs/punch-out.md). */

interface Operation {
  summary?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: { type?: string; properties?: Record<string, unknown> } }> };
  parameters?: Array<{ in: string; name: string }>;
  responses?: Record<string, { description?: string; content?: Record<string, unknown> }>;
}

let api: TestApi;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  api = await openTestApi({ apiDocs: true });
  paths = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
});
afterAll(() => api.close());

describe('the punch-out entry points in /api/docs', () => {
  it('lists every one, tagged apart from the API', () => {
    const listed = Object.entries(paths)
      .filter(([path]) => path.startsWith('/punchout/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(listed.sort()).toEqual([
      'GET /punchout/oci',
      'GET /punchout/start/{code}',
      'GET /punchout/transfer/{code}',
      'POST /punchout/cxml/order',
      'POST /punchout/cxml/setup',
      'POST /punchout/oci',
    ]);
    for (const methods of Object.values(paths).filter((_, i) => Object.keys(paths)[i]!.startsWith('/punchout/')))
      for (const operation of Object.values(methods)) {
        expect(operation.tags).toEqual(['punch-out (procurement systems)']);
        expect(operation.summary).toBeTruthy();
      }
  });

  it('describes the cXML routes as XML in and out, with each status the protocol answers', () => {
    for (const path of ['/punchout/cxml/setup', '/punchout/cxml/order']) {
      const operation = paths[path]!.post!;
      expect(Object.keys(operation.requestBody?.content ?? {})).toEqual(['text/xml']);
      expect(Object.keys(operation.responses?.['200']?.content ?? {})).toEqual(['text/xml']);
    }
    expect(Object.keys(paths['/punchout/cxml/order']!.post!.responses!).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '409',
    ]);
  });

  it("describes OCI's entry by its fields, as a query or a form, answered by a redirect", () => {
    expect(paths['/punchout/oci']!.get!.parameters!.map((p) => `${p.in} ${p.name}`)).toEqual(
      expect.arrayContaining(['query USERNAME', 'query PASSWORD', 'query HOOK_URL']),
    );
    const form = paths['/punchout/oci']!.post!.requestBody!.content!['application/x-www-form-urlencoded']!;
    expect(Object.keys(form.schema!.properties!)).toEqual(expect.arrayContaining(['USERNAME', 'PASSWORD', 'HOOK_URL']));
    expect(paths['/punchout/oci']!.post!.responses!['303']!.description).toMatch(/basket/);
  });
});
