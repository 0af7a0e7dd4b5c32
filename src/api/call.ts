import type { AxiosInstance } from 'axios';
import type { AnswerOf, BodyOf, CallDeclaration } from '#contract/call.ts';
import { localeOfPath } from '#contract/i18n/locales.ts';
import { $session } from '../stores/session.ts';

type Client = typeof import('./client.ts');
let connection: Promise<{ http: AxiosInstance; client: Client }> | null = null;

// axios comes with the first call, not with the page: most pages make none before the buyer acts.
// At build time the pre-rendering calls go to API_URL, with no session and no page.
function apiConnection() {
  connection ??= import('./client.ts').then((client) => {
    const http = client.createHttp(client.apiBaseUrl());
    if (typeof window === 'undefined') return { http, client };
    http.interceptors.request.use((config) => {
      const token = $session.get().token;
      if (token) config.headers.set('token', token);
      config.headers.set('lang', localeOfPath(window.location.pathname));
      return config;
    });
    return { http, client };
  });
  return connection;
}

/**
 * Makes a declared call (contract/calls) from the browser (or the build), with the session token and the page's
 * language. It answers the call's data or throws ApiCallError (src/api/answer.ts); what the buyer is
 * told of a failure is decided in one place, src/stores/api-data.ts.
 */
export async function call<C extends CallDeclaration>(declaration: C, body: BodyOf<C>): Promise<AnswerOf<C>> {
  const { http, client } = await apiConnection();
  if (declaration.method === 'GET') return client.get<AnswerOf<C>>(http, declaration.path);
  return client.post<AnswerOf<C>>(http, declaration.path, body as object);
}
