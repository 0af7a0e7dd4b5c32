import type { FastifyInstance } from 'fastify';
import type { FieldJson } from '#contract/fields.ts';

/** One call of the API and the fields it declares (from its OpenAPI schema, when it has one). */
export interface ApiRoute {
  method: 'GET' | 'POST';
  url: string;
  /** Body fields (POST) or query fields (GET) by name; empty when the route declares none. */
  fields: Record<string, FieldJson>;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, FieldJson> } }> };
  parameters?: Array<{ in: string; name: string; schema?: FieldJson }>;
}

/**
 * The routes Fastify itself lists (printRoutes' tree, so a route added tomorrow is in the list
 * without anyone editing a test), with their fields from the OpenAPI document. The docs' own pages,
 * automatic HEAD routes and the punch-out entry points outside /api (tests/api/punch-out-*.test.ts)
 * are left out.
 */
export async function listApiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  await app.ready();
  const paths = (app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths;
  const prefixes: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   └── Top (POST)": the branch's column gives the depth, the rest a path part and methods.
    const match = /^(.*?)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    if (!url.startsWith('/api/') || url.startsWith('/api/docs') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'GET' && method !== 'POST') continue;
      const operation = paths[url]?.[method.toLowerCase()];
      const fields =
        method === 'POST'
          ? (operation?.requestBody?.content?.['application/json']?.schema?.properties ?? {})
          : Object.fromEntries(
              (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.schema).map((p) => [p.name, p.schema!]),
            );
      routes.push({ method, url, fields });
    }
  }
  return routes;
}
